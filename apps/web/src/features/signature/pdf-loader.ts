// pdf.js, loaded only when the signing page shows the contract (never in another page's chunk).
// The legacy build carries the polyfills older bank web views lack (Promise.withResolvers arrived in
// iOS 17.4); its worker is served as a file of the build (Vite `?url`), so it needs no CSP exception.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfSource = { url: string; headers?: Record<string, string> };

/**
 * Draws every page of a PDF into a new canvas, at `cssWidth` pixels wide (sharp at the screen's
 * pixel ratio, at most 2 to keep the memory of a phone in check), calling `onPage` as each is ready.
 */
export async function renderPdf(
  source: PdfSource,
  cssWidth: number,
  onPage: (canvas: HTMLCanvasElement, page: number, pages: number) => void,
  isCancelled: () => boolean,
): Promise<void> {
  const task = pdfjs.getDocument({
    url: source.url,
    ...(source.headers ? { httpHeaders: source.headers } : {}),
    // A short document: one request, no range requests the server need not support.
    disableRange: true,
    disableStream: true,
    isEvalSupported: false,
  });
  const pdf = await task.promise;
  try {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    for (let number = 1; number <= pdf.numPages; number++) {
      if (isCancelled()) return;
      const page = await pdf.getPage(number);
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (cssWidth / unscaled.width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('canvas 2d context unavailable');
      await page.render({ canvasContext: context, viewport }).promise;
      page.cleanup();
      onPage(canvas, number, pdf.numPages);
    }
  } finally {
    void pdf.destroy();
  }
}
