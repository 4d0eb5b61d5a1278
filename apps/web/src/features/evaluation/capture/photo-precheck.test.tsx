import { describe, expect, it } from 'vitest';
import type { CapturedPhoto } from '../flow/evaluation-flow-store';
import { photoWarnings } from './photo-precheck';

// What the capture page tells before a photo is kept: the server's own reasons, from what the
// browser measured on the JPEG about to be sent (docs/phone-check.md, "Checked before sending").

const photo = (measures?: CapturedPhoto['measures']): CapturedPhoto => ({
  dataUrl: 'data:image/jpeg;base64,',
  width: 1600,
  height: 1200,
  bytes: 200_000,
  ...(measures ? { measures } : {}),
});
const WELL_LIT = { meanLuminance: 120, sharpness: 400 };

describe('photoWarnings', () => {
  it.each([
    ['a photo the browser could not measure', 'front', photo(), []],
    [
      'a well-lit front photo whose code was read back',
      'front',
      photo({ ...WELL_LIT, screenCode: 'match' }),
      [],
    ],
    [
      'another check’s code: a doubt for an expert, not a retake',
      'front',
      photo({ ...WELL_LIT, screenCode: 'other' }),
      [],
    ],
    [
      'a front photo without the code',
      'front',
      photo({ ...WELL_LIT, screenCode: 'none' }),
      [expect.stringMatching(/^En la foto frontal no se ve el código de la pantalla/)],
    ],
    [
      'a dark back photo',
      'back',
      photo({ meanLuminance: 20, sharpness: 400 }),
      [expect.stringMatching(/demasiado oscura/)],
    ],
  ] as const)('%s', (_case, side, taken, warnings) => {
    expect(photoWarnings(side, taken)).toEqual(warnings);
  });
});
