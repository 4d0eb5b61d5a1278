import { describe, expect, it } from 'vitest';
import { parseChecks, photoFindings } from './photo-findings';

const good = { decoded: true, width: 1200, height: 1600, meanLuminance: 130, sharpness: 800 };
const keysOf = (side: 'front' | 'back', checks: Record<string, unknown> | null) =>
  photoFindings(side, checks).map((finding) => `${finding.key}:${finding.tone}`);

describe('the photo checks as an expert reads them', () => {
  it.each([
    ['not checked yet', 'back', null, ['notChecked:doubt']],
    [
      'a good back photo, not reused',
      'back',
      { ...good, reusedOnOtherPolicy: false },
      ['size:ok', 'light:ok', 'sharp:ok', 'notReused:ok'],
    ],
    [
      'a good front photo with this check’s code',
      'front',
      { ...good, screenCode: 'match' },
      ['size:ok', 'light:ok', 'sharp:ok', 'codeMatch:ok'],
    ],
    [
      'a code from another check',
      'front',
      { ...good, screenCode: 'other', codeRead: 'X' },
      ['size:ok', 'light:ok', 'sharp:ok', 'codeOther:doubt'],
    ],
    [
      'no code on the front',
      'front',
      { ...good, screenCode: 'none' },
      ['size:ok', 'light:ok', 'sharp:ok', 'codeNone:problem'],
    ],
    [
      'a front whose code was not compared',
      'front',
      good,
      ['size:ok', 'light:ok', 'sharp:ok', 'codeUnknown:doubt'],
    ],
    [
      'too small',
      'back',
      { ...good, width: 300, height: 400 },
      ['sizeSmall:problem', 'light:ok', 'sharp:ok'],
    ],
    ['dim', 'back', { ...good, meanLuminance: 50 }, ['size:ok', 'lightDim:doubt', 'sharp:ok']],
    [
      'too dark: the focus is not judged',
      'back',
      { ...good, meanLuminance: 20, sharpness: 10 },
      ['size:ok', 'lightDark:problem', 'sharpDark:doubt'],
    ],
    ['bright', 'back', { ...good, meanLuminance: 220 }, ['size:ok', 'lightBright:doubt', 'sharp:ok']],
    [
      'too bright',
      'back',
      { ...good, meanLuminance: 240 },
      ['size:ok', 'lightTooBright:problem', 'sharp:ok'],
    ],
    ['soft', 'back', { ...good, sharpness: 100 }, ['size:ok', 'light:ok', 'sharpSoft:doubt']],
    ['blurred', 'back', { ...good, sharpness: 30 }, ['size:ok', 'light:ok', 'sharpBlurred:problem']],
    [
      'reused on another policy',
      'back',
      { ...good, reusedOnOtherPolicy: true },
      ['size:ok', 'light:ok', 'sharp:ok', 'reused:doubt'],
    ],
    [
      'measures missing',
      'back',
      { decoded: true },
      ['sizeUnknown:doubt', 'lightUnknown:doubt', 'sharpUnknown:doubt'],
    ],
    [
      'refused by the upload gate',
      'back',
      { decoded: false, rejection: 'too_many_pixels' },
      ['unreadable:problem'],
    ],
  ] as const)('%s', (_name, side, checks, expected) => {
    expect(keysOf(side, checks)).toEqual(expected);
  });

  it('keeps the numbers an expert can compare, rounded', () => {
    const findings = photoFindings('back', { ...good, meanLuminance: 48.6, sharpness: 99.4 });
    expect(findings.find((f) => f.key === 'lightDim')?.values).toEqual({ value: 49 });
    expect(findings.find((f) => f.key === 'sharpSoft')?.values).toEqual({ value: 99 });
    expect(photoFindings('back', { decoded: false, rejection: 'too_big' })[0]?.values).toEqual({
      reason: 'too_big',
    });
  });

  it('ignores values of the wrong type instead of trusting them', () => {
    expect(
      parseChecks('front', { decoded: true, width: '1200', screenCode: 'maybe', rejection: 'nope' }),
    ).toEqual({
      side: 'front',
      decoded: true,
    });
  });
});
