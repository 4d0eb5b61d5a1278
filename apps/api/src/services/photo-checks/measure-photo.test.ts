import { PHOTO_THRESHOLDS, photoVerdict } from '@amparo/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBomb, tinyPdf } from '../../../test/images.ts';
import {
  blurred,
  OTHER_CODE,
  OTHER_CODE_ROWS,
  phonePhoto,
  relit,
  resent,
  SCREEN_CODE,
} from '../../../test/phone-photos.ts';
import { measurePhoto } from './measure-photo.ts';
import { hammingDistance } from './pixel-measures.ts';

const limits = { maxBytes: 15 * 1024 * 1024, maxPixels: 50_000_000 };
const front = (bytes: Buffer) => measurePhoto(bytes, { side: 'front', limits, expectedCode: SCREEN_CODE });
const back = (bytes: Buffer) => measurePhoto(bytes, { side: 'back', limits });

let photo: Buffer;
let backPhoto: Buffer;
beforeAll(async () => {
  photo = await phonePhoto();
  backPhoto = await phonePhoto({ qr: false, phoneAt: { x: 0.3, y: 0.15 }, seed: 3 });
});

describe('measurePhoto (the automatic photo checks)', () => {
  it('passes a sharp, well-lit front photo showing the code in the mirror, and the pair is validated', async () => {
    const f = await front(photo);
    expect(f).toMatchObject({
      decoded: true,
      width: 1200,
      height: 1600,
      screenCode: 'match',
      codeRead: SCREEN_CODE,
    });
    expect(f.dhash).toMatch(/^[0-9a-f]{16}$/);
    const b = await back(backPhoto);
    expect(b.screenCode).toBeUndefined();
    const verdict = photoVerdict([f, b], { autoValidate: true });
    expect(verdict).toMatchObject({
      outcome: 'Validated',
      frontal_label: 'Validated',
      trasera_label: 'Validated',
    });
  });

  it('reads the code whether it is seen mirrored or straight', async () => {
    expect((await front(await phonePhoto({ mirrored: false }))).screenCode).toBe('match');
  });

  it('finds no code on a screen without one: a retake is asked', async () => {
    const f = await front(await phonePhoto({ qr: false }));
    expect(f).toMatchObject({ screenCode: 'none', codeRead: null });
    const verdict = photoVerdict([f, await back(backPhoto)], { autoValidate: true });
    expect(verdict.outcome).toBe('Rejected');
    expect(verdict.reasons.join(' ')).toMatch(/no se ve el código/);
  });

  it('tells another code from the expected one: an expert looks (an old photo replayed?)', async () => {
    const f = await front(await phonePhoto({ qrRows: OTHER_CODE_ROWS }));
    expect(f).toMatchObject({ screenCode: 'other', codeRead: OTHER_CODE });
    expect(photoVerdict([f, await back(backPhoto)], { autoValidate: true }).outcome).toBe('Pending');
  });

  it('calibration: the sharp photo is far over the blur thresholds, a blurred copy far under', async () => {
    const sharpness = async (bytes: Buffer) => (await back(bytes)).sharpness ?? Number.NaN;
    expect(await sharpness(photo)).toBeGreaterThan(PHOTO_THRESHOLDS.blurDoubt * 4);
    expect(await sharpness(await blurred(photo, 8))).toBeLessThan(PHOTO_THRESHOLDS.blurFail);
    const verdict = photoVerdict([await front(await blurred(photo, 8)), await back(backPhoto)], {
      autoValidate: true,
    });
    expect(verdict).toMatchObject({ outcome: 'Rejected', frontal_label: 'Rejected', trasera_label: null });
    expect(verdict.reasons.join(' ')).toMatch(/borrosa/);
  });

  it('finds a dark photo too dark and a burnt one too bright', async () => {
    const dark = await back(await relit(photo, 0.12));
    expect(dark.meanLuminance).toBeLessThan(PHOTO_THRESHOLDS.darkFail);
    const verdict = photoVerdict([await front(photo), dark], { autoValidate: true });
    expect(verdict).toMatchObject({ outcome: 'Rejected', trasera_label: 'Rejected' });
    expect(verdict.reasons).toEqual([expect.stringMatching(/demasiado oscura/)]);
    expect((await back(await relit(photo, 6))).meanLuminance).toBeGreaterThan(PHOTO_THRESHOLDS.brightFail);
  });

  it('measures a photo too small to judge', async () => {
    const small = await sharp(photo).resize(300).jpeg().toBuffer();
    const m = await back(small);
    expect(m).toMatchObject({ width: 300, height: 400 });
    expect(photoVerdict([await front(photo), m], { autoValidate: true }).reasons.join(' ')).toMatch(
      /resolución/,
    );
  });

  it('gives the same photo sent again (scaled, re-encoded) a near hash and another photo a far one', async () => {
    const first = (await back(photo)).dhash!;
    const again = (await back(await resent(photo))).dhash!;
    const other = (await back(backPhoto)).dhash!;
    expect(hammingDistance(first, (await back(photo)).dhash!)).toBe(0);
    expect(hammingDistance(first, again)).toBeLessThanOrEqual(PHOTO_THRESHOLDS.sameHashDistance);
    expect(hammingDistance(first, other)).toBeGreaterThan(PHOTO_THRESHOLDS.sameHashDistance);
  });

  it('refuses an image bomb by its header, unopened, and a file that is not an image', async () => {
    const started = Date.now();
    expect(await front(pngBomb(30_000, 30_000))).toEqual({
      side: 'front',
      decoded: false,
      rejection: 'too_many_pixels',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await back(tinyPdf())).toMatchObject({ decoded: false, rejection: 'unsupported_type' });
    expect(await back(Buffer.from('not an image at all'))).toMatchObject({ decoded: false });
    const verdict = photoVerdict([await front(pngBomb(30_000, 30_000)), await back(backPhoto)], {
      autoValidate: true,
    });
    expect(verdict.outcome).toBe('Rejected');
  });
});
