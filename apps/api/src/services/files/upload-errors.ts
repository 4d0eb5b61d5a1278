import { AppError } from '../../errors.ts';

/** Why an upload was refused; `reason` lets callers react (offer manual entry, ask for a retake). */
export type UploadRejection = 'too_big' | 'unsupported_type' | 'unreadable' | 'too_many_pixels';

export class UploadRejectedError extends AppError {
  readonly reason: UploadRejection;

  constructor(reason: UploadRejection, code: ConstructorParameters<typeof AppError>[0], message: string) {
    super(code, message);
    this.name = 'UploadRejectedError';
    this.reason = reason;
  }
}

const megabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString('es-ES', { maximumFractionDigits: 1 });
const megapixels = (pixels: number) => Math.round(pixels / 1_000_000).toLocaleString('es-ES');

export const fileTooBig = (size: number, max: number) =>
  new UploadRejectedError(
    'too_big',
    'payload_too_large',
    `El archivo ocupa ${megabytes(size)} MB y el máximo es ${megabytes(max)} MB`,
  );

export const unsupportedType = (hint?: string) =>
  new UploadRejectedError(
    'unsupported_type',
    'unsupported_media_type',
    hint ?? 'Este tipo de archivo no se admite: envía una foto (JPEG, PNG, WebP o HEIC) o un PDF',
  );

export const unsupportedHeic = () =>
  unsupportedType(
    'No podemos leer esta foto HEIC: envíala en JPEG (en el iPhone, Ajustes > Cámara > Formatos > Más compatible)',
  );

export const unreadableFile = (what: 'image' | 'pdf') =>
  new UploadRejectedError(
    'unreadable',
    'unprocessable',
    what === 'image'
      ? 'No podemos leer la imagen: el archivo está dañado o incompleto'
      : 'No podemos leer el PDF: el archivo está dañado o incompleto',
  );

export const imageTooLarge = (pixels: number, max: number) =>
  new UploadRejectedError(
    'too_many_pixels',
    'unprocessable',
    `La imagen es demasiado grande (${megapixels(pixels)} megapíxeles; el máximo es ${megapixels(max)})`,
  );
