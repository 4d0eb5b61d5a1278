/**
 * `npm run bench:imei -- DIR`: reads every image listed in DIR/manifest.json
 * (`[{ "file": "relative/path.png", "imei": "15 digits" }]`) through the same
 * code as `POST /api/policies/{policyId}/risk/{riskId}/imei` (the upload gate,
 * then readImei with the tesseract engine; storing the file is left out) and prints, last, the score line.
 * Wrong = an IMEI returned that is not the expected one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { acceptUpload } from '../../apps/api/src/services/files/accept-upload.ts';
import { readImei } from '../../apps/api/src/services/ocr/read-imei.ts';
import { createTesseractEngine } from '../../apps/api/src/services/ocr/tesseract-engine.ts';

// npm runs workspace scripts in the workspace's folder: DIR is relative to where npm was called.
const dir = process.argv[2] && path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
if (!dir) {
  console.error('Uso: npm run bench:imei -- DIR (una carpeta con manifest.json)');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
  file: string;
  imei: string;
  /** What the generator drew (imei:generate … families); a set of real screenshots has none. */
  family?: string;
  layout?: string;
}[];
// The server's defaults (FILES_MAX_BYTES, FILES_MAX_PIXELS).
const limits = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 };
const ocr = createTesseractEngine();

let read = 0;
let wrong = 0;
/** Read and total per family and layout, when the manifest says them. */
const groups = new Map<string, { read: number; total: number }>();
let seconds = 0;
try {
  for (const entry of manifest) {
    const bytes = readFileSync(path.join(dir, entry.file));
    const started = performance.now();
    let result: Awaited<ReturnType<typeof readImei>> = null;
    let error = '';
    try {
      await acceptUpload(bytes, limits, ['image']);
      result = await readImei(bytes, ocr, limits);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const took = (performance.now() - started) / 1000;
    seconds += took;
    const outcome = !result ? 'unread' : result.imei === entry.imei ? 'ok' : 'WRONG';
    if (outcome === 'ok') read++;
    if (outcome === 'WRONG') wrong++;
    for (const key of [
      entry.family,
      entry.family && entry.layout ? `${entry.family}/${entry.layout}` : undefined,
    ]) {
      if (!key) continue;
      const group = groups.get(key) ?? { read: 0, total: 0 };
      group.total++;
      if (outcome === 'ok') group.read++;
      groups.set(key, group);
    }
    console.log(
      `${entry.file}\t${outcome}\t${result ? `${result.imei} (${result.source})` : error || '-'}\t${took.toFixed(2)} s`,
    );
  }
} finally {
  await ocr.close();
}
for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${key}: ${group.read}/${group.total}`);
const perImage = manifest.length ? seconds / manifest.length : 0;
console.log(`imei: ${read}/${manifest.length} read, ${wrong} wrong, ${perImage.toFixed(2)} s per image`);
