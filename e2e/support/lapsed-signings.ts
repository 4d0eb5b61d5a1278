import fs from 'node:fs';
import path from 'node:path';

// Paid policies whose signing lapsed (7 days untouched), written before the server starts by
// seed-aged-policies.ts: the signing opened and its link mailed, then the signing's last touch
// dated 8 days back. 'phone' is lapsed and not yet swept (the customer opens the signing mail);
// 'desktop' was swept by the hourly run (the customer opens the mail saying the time ran out).
export const LAPSED_SIGNINGS_FILE = 'lapsed-signings.json';
export const LAPSED_SIGNING_KEYS = ['phone', 'desktop'] as const;
export type LapsedSigningKey = (typeof LAPSED_SIGNING_KEYS)[number];
export type LapsedSigning = { key: LapsedSigningKey; id: number; number: string; email: string };

export function readLapsedSigning(dataDir: string, key: LapsedSigningKey): LapsedSigning {
  const all = JSON.parse(
    fs.readFileSync(path.join(dataDir, LAPSED_SIGNINGS_FILE), 'utf8'),
  ) as LapsedSigning[];
  const found = all.find((p) => p.key === key);
  if (!found) throw new Error(`no seeded lapsed signing '${key}' in ${dataDir}`);
  return found;
}
