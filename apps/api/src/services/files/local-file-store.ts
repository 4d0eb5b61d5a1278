import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileLinks } from './file-links.ts';
import type { FileDownload, FileMeta, FileStore, SignedUrlOptions, StoredFile } from './file-store.ts';
import { assertSafeKey } from './file-store.ts';
import { signedFileUrl } from './signed-file-url.ts';

type StoredMeta = FileMeta & { size: number; sha256: string; createdAt: string };

/**
 * Files in a local folder: bytes under `objects/<key>`, what we know of them
 * under `meta/<key>.json`. Writes go to `tmp/` first and are renamed into
 * place, so a reader never sees half a file. Download links point at the
 * API's own route (`/api/files/<key>`), which checks their signature.
 */
export function createLocalFileStore(options: {
  root: string;
  links: FileLinks;
  publicUrl: string;
  linkTtlSeconds: number;
}): FileStore {
  const { root } = options;
  const objectPath = (key: string) => path.join(root, 'objects', ...assertSafeKey(key).split('/'));
  const metaPath = (key: string) => `${path.join(root, 'meta', ...assertSafeKey(key).split('/'))}.json`;

  async function readMeta(key: string): Promise<StoredFile | null> {
    try {
      const meta = JSON.parse(await fsp.readFile(metaPath(key), 'utf8')) as StoredMeta;
      return { ...meta, key, createdAt: new Date(meta.createdAt) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function moveIntoPlace(from: string, to: string) {
    await fsp.mkdir(path.dirname(to), { recursive: true });
    await fsp.rename(from, to);
  }

  return {
    kind: 'local',

    async put(key, content, meta) {
      const target = objectPath(key);
      const tmp = path.join(root, 'tmp');
      await fsp.mkdir(tmp, { recursive: true });
      const tmpObject = path.join(tmp, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      try {
        await pipeline(source, measure, fs.createWriteStream(tmpObject, { mode: 0o600 }));
        const stored: StoredFile = {
          key,
          contentType: meta.contentType,
          filename: meta.filename,
          size,
          sha256: hash.digest('hex'),
          createdAt: new Date(),
        };
        const tmpMeta = `${tmpObject}.json`;
        await fsp.writeFile(tmpMeta, JSON.stringify({ ...stored, key: undefined }), { mode: 0o600 });
        // Bytes first, then the meta that makes them visible: get() never finds meta without bytes.
        await moveIntoPlace(tmpObject, target);
        await moveIntoPlace(tmpMeta, metaPath(key));
        return stored;
      } catch (error) {
        await fsp.rm(tmpObject, { force: true });
        await fsp.rm(`${tmpObject}.json`, { force: true });
        throw error;
      }
    },

    async get(key) {
      const meta = await readMeta(key);
      if (!meta) return null;
      // Opened before answering: a file deleted meanwhile is a clean "not found", not a broken stream.
      const handle = await fsp.open(objectPath(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      const download: FileDownload = { ...meta, stream: handle.createReadStream() };
      return download;
    },

    stat: readMeta,

    async delete(key) {
      const existed = (await readMeta(key)) !== null;
      // Meta first: once it is gone the file is invisible, whatever happens to the bytes.
      await fsp.rm(metaPath(key), { force: true });
      await fsp.rm(objectPath(key), { force: true });
      return existed;
    },

    async signedUrl(key, linkOptions: SignedUrlOptions = {}) {
      return signedFileUrl(options, assertSafeKey(key), linkOptions);
    },
  };
}
