import { greyFromRgba, MEASURE_SIDE, measureGrey, SCREEN_CODE_SIDE, screenCodeFinding } from '@amparo/domain';
import { readFileAsDataUrl } from '../../../api/read-file';
import type { CapturedPhoto } from '../flow/evaluation-flow-store';

// Photos are shrunk in the browser before the upload (longest side about 1600 px,
// JPEG), so two photos weigh a few hundred KB on a phone's connection instead of several MB.

export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.85;

/** The size that fits `width` x `height` within `maxSide` on its longest side, keeping the ratio; never enlarged. */
export function fitWithin(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  if (width <= 0 || height <= 0) throw new RangeError('La imagen no tiene tamaño');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A 2D surface that can be exported as a JPEG: an OffscreenCanvas or a <canvas>. */
export type JpegCanvas = {
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  toJpeg: (quality: number) => Promise<Blob>;
};

export type CanvasFactory = (width: number, height: number) => JpegCanvas;

/** OffscreenCanvas when the browser has it (no DOM node), a detached <canvas> otherwise. */
export const createJpegCanvas: CanvasFactory = (width, height) => {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Este navegador no puede preparar la foto');
  return {
    context,
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('No se ha podido preparar la foto'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
};

/** Draws `source` (a video frame, a decoded file) scaled down and returns it as a JPEG. */
export async function resizeToJpeg(
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  {
    maxSide = PHOTO_MAX_SIDE,
    quality = PHOTO_QUALITY,
    createCanvas = createJpegCanvas,
    expectedCode,
  }: {
    maxSide?: number;
    quality?: number;
    createCanvas?: CanvasFactory;
    /** The front photo's one-time value: its QR code is read back before sending. */
    expectedCode?: string | undefined;
  } = {},
): Promise<CapturedPhoto> {
  const size = fitWithin(sourceWidth, sourceHeight, maxSide);
  const canvas = createCanvas(size.width, size.height);
  canvas.context.drawImage(source, 0, 0, size.width, size.height);
  const blob = await canvas.toJpeg(quality);
  const measures = await measureJpeg(blob, createCanvas, expectedCode);
  return {
    dataUrl: await readFileAsDataUrl(blob, 'No se ha podido leer la foto'),
    width: size.width,
    height: size.height,
    bytes: blob.size,
    ...(measures ? { measures } : {}),
  };
}

/** The pixels of `bitmap` drawn within `side` on its longest side (never enlarged), as RGBA. */
function pixelsOf(bitmap: ImageBitmap, side: number, createCanvas: CanvasFactory) {
  const size = fitWithin(bitmap.width, bitmap.height, side);
  const { context } = createCanvas(size.width, size.height);
  if (typeof context.getImageData !== 'function') return undefined;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return { data: context.getImageData(0, 0, size.width, size.height).data, ...size };
}

/**
 * Light and sharpness of the JPEG about to be sent, measured as the server will (the domain's
 * measures on a greyscale copy of MEASURE_SIDE), and for the front photo its QR code read back as
 * the server reads it (jsQR on a copy of SCREEN_CODE_SIDE, both ways round, loaded only then): the
 * capture page offers a retake before sending. Undefined where the browser cannot decode or read
 * pixels back; the server decides either way.
 */
async function measureJpeg(blob: Blob, createCanvas: CanvasFactory, expectedCode?: string) {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(blob);
    try {
      const grey = pixelsOf(bitmap, MEASURE_SIDE, createCanvas);
      if (!grey) return undefined;
      const measures = measureGrey(greyFromRgba(grey.data, grey.width, grey.height));
      if (expectedCode === undefined) return measures;
      try {
        const colour = pixelsOf(bitmap, SCREEN_CODE_SIDE, createCanvas);
        if (!colour) return measures;
        const { default: jsQR } = await import('jsqr');
        const read = jsQR(colour.data, colour.width, colour.height, { inversionAttempts: 'attemptBoth' });
        return { ...measures, screenCode: screenCodeFinding(read?.data ?? null, expectedCode) };
      } catch {
        // The reader did not load (a dropped connection): light and sharpness still count.
        return measures;
      }
    } finally {
      bitmap.close();
    }
  } catch {
    return undefined;
  }
}

/** The current frame of a playing camera. */
export function captureVideoFrame(video: HTMLVideoElement, options?: Parameters<typeof resizeToJpeg>[3]) {
  if (!video.videoWidth || !video.videoHeight) throw new Error('La cámara todavía no muestra imagen');
  return resizeToJpeg(video, video.videoWidth, video.videoHeight, options);
}

/** A chosen file ('Subir una foto'): decoded by the browser (EXIF orientation applied), then shrunk. */
export async function resizePhotoFile(file: Blob, options?: Parameters<typeof resizeToJpeg>[3]) {
  if (!file.type.startsWith('image/')) throw new Error('El archivo no es una foto');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('No podemos abrir esta foto. Prueba con otra en JPG o PNG');
  }
  try {
    return await resizeToJpeg(bitmap, bitmap.width, bitmap.height, options);
  } finally {
    bitmap.close();
  }
}
