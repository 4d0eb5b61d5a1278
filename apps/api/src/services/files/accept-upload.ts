import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  fileTooBig,
  imageTooLarge,
  unreadableFile,
  unsupportedHeic,
  unsupportedType,
} from './upload-errors.ts';

export type UploadKind = 'image' | 'pdf';
export type UploadLimits = { maxBytes: number; maxPixels: number };

export type AcceptedUpload = {
  data: Buffer;
  contentType: string;
  extension: string;
  kind: UploadKind;
  width?: number;
  height?: number;
};

/** What each accepted type is kept as: HEIC becomes JPEG, which every browser shows. */
const IMAGE_OUTPUT = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'jpeg',
  'image/heif': 'jpeg',
} as const;
type ImageType = keyof typeof IMAGE_OUTPUT;
const isImageType = (mime: string): mime is ImageType => mime in IMAGE_OUTPUT;
const isHeic = (mime: string) => mime === 'image/heic' || mime === 'image/heif';

/**
 * The one gate for uploaded files: size first, then the type read from the
 * bytes (the name and the declared type are never believed), then, for
 * images, a decode under a pixel limit, turned upright by its EXIF
 * orientation, and encoded again. The new file carries no metadata: no GPS,
 * no camera serial, nothing a crafted header could smuggle through.
 */
export async function acceptUpload(
  bytes: Buffer,
  limits: UploadLimits,
  accept: readonly UploadKind[] = ['image', 'pdf'],
): Promise<AcceptedUpload> {
  if (bytes.length > limits.maxBytes) throw fileTooBig(bytes.length, limits.maxBytes);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.mime === 'application/pdf' && accept.includes('pdf')) return acceptPdf(bytes);
  if (sniffed && isImageType(sniffed.mime) && accept.includes('image'))
    return reencodeImage(bytes, sniffed.mime, limits.maxPixels);
  throw unsupportedType();
}

function acceptPdf(bytes: Buffer): AcceptedUpload {
  // A PDF ends with %%EOF (readers tolerate a little trailing junk): without it, it was cut short.
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) throw unreadableFile('pdf');
  return { data: bytes, contentType: 'application/pdf', extension: 'pdf', kind: 'pdf' };
}

async function reencodeImage(bytes: Buffer, mime: ImageType, maxPixels: number): Promise<AcceptedUpload> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone, without sharp's own limit, so the answer can say how big the image is.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw isHeic(mime) ? unsupportedHeic() : unreadableFile('image');
  }
  if (!width || !height) throw unreadableFile('image');
  if (width * height > maxPixels) throw imageTooLarge(width * height, maxPixels);

  const format = IMAGE_OUTPUT[mime];
  try {
    // failOn 'truncated': a cut-off file is refused; harmless warnings of real cameras are not.
    const pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'truncated' }).rotate();
    const encoded =
      format === 'png'
        ? pipeline.png()
        : format === 'webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: `image/${format}`,
      extension: format === 'jpeg' ? 'jpg' : format,
      kind: 'image',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw isHeic(mime) ? unsupportedHeic() : unreadableFile('image');
  }
}
