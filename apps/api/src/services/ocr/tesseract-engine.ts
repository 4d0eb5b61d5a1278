import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import type { OcrEngine, OcrOptions, OcrResult } from './ocr-engine.ts';

const require = createRequire(import.meta.url);

/**
 * The English model installed from npm (@tesseract.js-data/eng), never fetched:
 * without a local langPath and cacheMethod 'none', createWorker tries the network
 * and hangs for ever on a machine without it (../shared/STACK.md).
 */
function languageFolder(): string {
  const entry = require.resolve('@tesseract.js-data/eng/package.json');
  return path.join(path.dirname(entry), '4.0.0_best_int');
}

/**
 * Offline OCR with tesseract.js: one worker per process, created on first use
 * (starting it costs about a second and 100 MB, which a server that never reads
 * an IMEI should not pay) and ended by `close` when the app closes. The worker
 * reads one image at a time; callers wait their turn in a promise chain, so a
 * burst of uploads queues instead of starting more WebAssembly instances on a
 * two-core machine.
 */
export function createTesseractEngine(): OcrEngine & { close(): Promise<void> } {
  let worker: Promise<Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const getWorker = () => {
    worker ??= createWorker('eng', 1, {
      langPath: languageFolder(),
      cacheMethod: 'none',
      gzip: true,
    })
      .then(async (created) => {
        // Screenshots carry no resolution; without one tesseract guesses (and warns on every image).
        await created.setParameters({ user_defined_dpi: '300' });
        return created;
      })
      .catch((error: unknown) => {
        worker = null;
        throw error;
      });
    return worker;
  };

  const recognize = async (image: Buffer, options: OcrOptions): Promise<OcrResult> => {
    const w = await getWorker();
    await w.setParameters({
      tessedit_pageseg_mode: options.layout === 'sparse' ? PSM.SPARSE_TEXT : PSM.SINGLE_BLOCK,
    });
    const { data } = await w.recognize(image, {}, { text: true, blocks: true });
    const lines = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((p) =>
        p.lines.map((l) => ({ text: l.text.trim(), confidence: l.confidence })),
      ),
    );
    return { text: data.text, lines, confidence: data.confidence };
  };

  return {
    kind: 'tesseract',
    readText(image, options = {}) {
      const turn = queue.then(() => recognize(image, options));
      queue = turn.catch(() => undefined);
      return turn;
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await (await current.catch(() => null))?.terminate();
    },
  };
}
