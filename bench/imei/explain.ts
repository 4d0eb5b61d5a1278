/**
 * What each OCR pass read on some screenshots, for tuning the IMEI reader:
 *   npx tsx bench/imei/explain.ts FILE...
 */
import { readFileSync } from 'node:fs';
import { findImeiInText } from '@amparo/domain';
import type { OcrEngine } from '../../apps/api/src/services/ocr/ocr-engine.ts';
import { readImei } from '../../apps/api/src/services/ocr/read-imei.ts';
import { createTesseractEngine } from '../../apps/api/src/services/ocr/tesseract-engine.ts';

const ocr = createTesseractEngine();
const telling: OcrEngine = {
  kind: 'explain',
  async readText(image, options) {
    const result = await ocr.readText(image, options);
    console.log(options?.layout, JSON.stringify(result.text), findImeiInText(result.text));
    return result;
  },
};
try {
  for (const file of process.argv.slice(2)) {
    console.log(file, await readImei(readFileSync(file), telling, { maxPixels: 50_000_000 }));
  }
} finally {
  await ocr.close();
}
