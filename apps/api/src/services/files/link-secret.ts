import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs download links: FILES_LINK_SECRET when set, otherwise one
 * made on first use and kept in the data folder (mode 0600), so links survive a
 * restart. Read once, then remembered.
 */
export function linkSecret(configured: string | undefined, dataDir: string): () => Buffer {
  let secret: Buffer | undefined;
  return () => {
    secret ??= configured ? Buffer.from(configured, 'utf8') : readOrCreateSecretFile(dataDir);
    return secret;
  };
}

function readOrCreateSecretFile(dataDir: string): Buffer {
  const file = path.join(dataDir, 'file-links.secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Written aside, then linked into place: two processes starting together agree on one secret.
    const temporary = `${file}.${randomUUID()}`;
    fs.writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temporary);
    }
  }
  const content = fs.readFileSync(file, 'utf8').trim();
  if (content.length < 32) throw new Error(`El secreto de enlaces de ${file} es demasiado corto`);
  return Buffer.from(content, 'utf8');
}
