import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, plainImage, pngBomb, tinyPdf } from '../../../test/images.ts';
import { acceptUpload } from './accept-upload.ts';
import { UploadRejectedError } from './upload-errors.ts';

const limits = { maxBytes: 1024 * 1024, maxPixels: 4_000_000 };

async function rejection(promise: Promise<unknown>): Promise<UploadRejectedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejectedError);
  return error as UploadRejectedError;
}

describe('acceptUpload', () => {
  it('re-encodes a phone JPEG upright and without its EXIF: no GPS, no camera, no orientation', async () => {
    const original = await jpegWithGps(400, 200);
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from('AcmePhone'))).toBe(true);

    const accepted = await acceptUpload(original, limits);
    const after = await sharp(accepted.data).metadata();
    expect(accepted).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', kind: 'image' });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(accepted.data.includes(Buffer.from('AcmePhone'))).toBe(false);
    expect(accepted.data.includes(Buffer.from('Exif'))).toBe(false);
    // Orientation 6 means "turn 90°": the kept pixels are turned, 400x200 becomes 200x400.
    expect([after.width, after.height]).toEqual([200, 400]);
    expect([accepted.width, accepted.height]).toEqual([200, 400]);
  });

  it('keeps PNG as PNG and WebP as WebP, re-encoded', async () => {
    const png = await acceptUpload(await plainImage('png'), limits);
    expect(png).toMatchObject({ contentType: 'image/png', extension: 'png', width: 40, height: 20 });
    expect((await sharp(png.data).metadata()).format).toBe('png');
    const webp = await acceptUpload(await plainImage('webp'), limits);
    expect(webp).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
    expect((await sharp(webp.data).metadata()).format).toBe('webp');
  });

  it('turns a HEIC that sharp can decode into a JPEG, and explains one it cannot', async () => {
    // An AV1-coded HEIF under the 'heic' brand: sniffed as HEIC, decodable by this sharp build.
    const heic = Buffer.from(await plainImage('avif'));
    heic.write('heic', 8, 'latin1');
    const accepted = await acceptUpload(heic, limits);
    expect(accepted).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
    expect((await sharp(accepted.data).metadata()).format).toBe('jpeg');

    const broken = Buffer.concat([heic.subarray(0, 40), Buffer.alloc(200)]);
    const error = await rejection(acceptUpload(broken, limits));
    expect(error.reason).toBe('unsupported_type');
    expect(error.message).toMatch(/HEIC/);
  });

  it('keeps a PDF as it is', async () => {
    const pdf = tinyPdf();
    const accepted = await acceptUpload(pdf, limits);
    expect(accepted).toMatchObject({ contentType: 'application/pdf', extension: 'pdf', kind: 'pdf' });
    expect(accepted.data.equals(pdf)).toBe(true);
  });

  it('refuses a file over the size limit before reading it (413)', async () => {
    const error = await rejection(acceptUpload(Buffer.alloc(2 * 1024 * 1024, 1), limits));
    expect(error).toMatchObject({ reason: 'too_big', statusCode: 413, code: 'UPLOAD_TOO_LARGE' });
    expect(error.message).toBe('El archivo ocupa 2 MB y el máximo es 1 MB');
  });

  it('judges the type by content, never by name: text, SVG, AVIF and GIF are refused (415)', async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const samples = [
      Buffer.from('hola, soy una foto.jpg'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      await plainImage('avif'),
      gif,
    ];
    for (const sample of samples) {
      const error = await rejection(acceptUpload(sample, limits));
      expect(error).toMatchObject({
        reason: 'unsupported_type',
        statusCode: 415,
        code: 'UPLOAD_TYPE_UNSUPPORTED',
      });
      expect(error.message).toMatch(/no se admite/);
    }
  });

  it('refuses what the caller did not ask for: a PDF where only images go', async () => {
    const error = await rejection(acceptUpload(tinyPdf(), limits, ['image']));
    expect(error.reason).toBe('unsupported_type');
  });

  it('refuses truncated images and PDFs as unreadable (422)', async () => {
    const jpeg = await jpegWithGps();
    const png = await plainImage('png', 300, 300);
    const pdf = tinyPdf();
    for (const cut of [jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), png.subarray(0, png.length - 30)]) {
      const error = await rejection(acceptUpload(cut, limits));
      expect(error).toMatchObject({ reason: 'unreadable', statusCode: 422, code: 'UPLOAD_IMAGE_UNREADABLE' });
      expect(error.message).toBe('No podemos leer la imagen: el archivo está dañado o incompleto');
    }
    const error = await rejection(acceptUpload(pdf.subarray(0, 60), limits));
    expect(error).toMatchObject({ reason: 'unreadable', statusCode: 422, code: 'UPLOAD_PDF_UNREADABLE' });
    expect(error.message).toMatch(/PDF/);
  });

  it('refuses an image bomb by its header, without decoding it (422)', async () => {
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2000);
    const started = performance.now();
    const error = await rejection(acceptUpload(bomb, limits));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toMatchObject({
      reason: 'too_many_pixels',
      statusCode: 422,
      code: 'UPLOAD_TOO_MANY_PIXELS',
    });
    expect(error.message).toBe('La imagen es demasiado grande (900 megapíxeles; el máximo es 4)');
  });
});
