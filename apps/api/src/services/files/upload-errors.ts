import type { ErrorCode } from '@amparo/contract';
import { AppError, type AppErrorRest } from '../../errors.ts';

/** Why an upload was refused; `reason` lets callers react (offer manual entry, ask for a retake). */
export type UploadRejection = 'too_big' | 'unsupported_type' | 'unreadable' | 'too_many_pixels';

/**
 * An AppError with a catalogue code (status and Spanish message come from the
 * contract) plus the reason, so the error handler answers it as any AppError.
 */
export class UploadRejectedError<C extends ErrorCode = ErrorCode> extends AppError<C> {
  readonly reason: UploadRejection;

  constructor(reason: UploadRejection, code: C, ...rest: AppErrorRest<C>) {
    super(code, ...rest);
    this.name = 'UploadRejectedError';
    this.reason = reason;
  }
}

const megabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString('es-ES', { maximumFractionDigits: 1 });
const megapixels = (pixels: number) => Math.round(pixels / 1_000_000).toLocaleString('es-ES');

export const fileTooBig = (size: number, max: number) =>
  new UploadRejectedError('too_big', 'UPLOAD_TOO_LARGE', {
    params: { size: megabytes(size), max: megabytes(max) },
  });

export const unsupportedType = () => new UploadRejectedError('unsupported_type', 'UPLOAD_TYPE_UNSUPPORTED');

export const unsupportedHeic = () => new UploadRejectedError('unsupported_type', 'UPLOAD_HEIC_UNREADABLE');

export const unreadableFile = (what: 'image' | 'pdf') =>
  new UploadRejectedError(
    'unreadable',
    what === 'image' ? 'UPLOAD_IMAGE_UNREADABLE' : 'UPLOAD_PDF_UNREADABLE',
  );

export const imageTooLarge = (pixels: number, max: number) =>
  new UploadRejectedError('too_many_pixels', 'UPLOAD_TOO_MANY_PIXELS', {
    params: { megapixels: megapixels(pixels), max: megapixels(max) },
  });
