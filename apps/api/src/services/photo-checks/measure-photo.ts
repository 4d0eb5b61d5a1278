import { MEASURE_SIDE, type PhotoMeasures, type PhotoSide, screenCodeFinding } from '@amparo/domain';
import sharp from 'sharp';
import { acceptUpload, type UploadLimits } from '../files/accept-upload.ts';
import { UploadRejectedError, type UploadRejection } from '../files/upload-errors.ts';
import { dHashFromGrey, type GreyImage, laplacianVariance, meanLuminance } from './pixel-measures.ts';
import { readScreenCode } from './screen-code.ts';

/** What is stored in evaluation_photos.checks: the domain measures plus the hash and the code read. */
export type PhotoChecks = PhotoMeasures & {
  /** dHash, 16 hex digits (see find-reused-photos.ts). */
  dhash?: string;
  /** The text of the QR code read on the front photo, if any. */
  codeRead?: string | null;
  /** Why the upload gate refused the file. */
  rejection?: UploadRejection;
};

export type MeasureOptions = {
  side: PhotoSide;
  limits: UploadLimits;
  /** The one-time value the capture screen showed (front photo). */
  expectedCode?: string | null;
};

async function greyCopy(image: Buffer, width: number, height?: number): Promise<GreyImage> {
  const pipeline = height
    ? sharp(image).resize(width, height, { fit: 'fill' })
    : sharp(image).resize(width, width, { fit: 'inside', withoutEnlargement: true });
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/**
 * Runs every automatic check on one photo. The bytes first go through the same
 * gate as any upload (type read from the bytes, pixel limit before decoding,
 * so an image bomb is refused unopened); what comes out is a plain, upright,
 * re-encoded image the measures are taken on. `reusedOnOtherPolicy` is left
 * for the caller, who has the database (findReusedPhotos).
 */
export async function measurePhoto(bytes: Buffer, options: MeasureOptions): Promise<PhotoChecks> {
  let image: Buffer;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ data: image, width, height } = await acceptUpload(bytes, options.limits, ['image']));
  } catch (error) {
    if (error instanceof UploadRejectedError)
      return { side: options.side, decoded: false, rejection: error.reason };
    throw error;
  }
  const grey = await greyCopy(image, MEASURE_SIDE);
  const checks: PhotoChecks = {
    side: options.side,
    decoded: true,
    width,
    height,
    meanLuminance: Math.round(meanLuminance(grey) * 10) / 10,
    sharpness: Math.round(laplacianVariance(grey) * 10) / 10,
    dhash: dHashFromGrey(await greyCopy(image, 9, 8)),
  };
  if (options.side === 'front' && options.expectedCode) {
    checks.codeRead = await readScreenCode(image);
    checks.screenCode = screenCodeFinding(checks.codeRead, options.expectedCode);
  }
  return checks;
}
