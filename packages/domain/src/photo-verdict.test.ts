import { describe, expect, it } from 'vitest';
import { gradePhoto, type PhotoMeasures, photoVerdict, problemMessage } from './photo-verdict.ts';

const goodFront: PhotoMeasures = {
  side: 'front',
  decoded: true,
  width: 1200,
  height: 1600,
  meanLuminance: 120,
  sharpness: 400,
  screenCode: 'match',
  reusedOnOtherPolicy: false,
};
const goodBack: PhotoMeasures = { ...goodFront, side: 'back', screenCode: undefined };
const front = (o: Partial<PhotoMeasures>): PhotoMeasures => ({ ...goodFront, ...o });
const back = (o: Partial<PhotoMeasures>): PhotoMeasures => ({ ...goodBack, ...o });

describe('photoVerdict (spec 4)', () => {
  it.each([
    ['both good, automatic validation on', [goodFront, goodBack], true, 'Validated'],
    ['both good, automatic validation off', [goodFront, goodBack], false, 'Pending'],
    ['only the front photo', [goodFront], true, 'Pending'],
    ['front too dark', [front({ meanLuminance: 20 }), goodBack], true, 'Rejected'],
    ['back overexposed', [goodFront, back({ meanLuminance: 250 })], true, 'Rejected'],
    ['back blurred', [goodFront, back({ sharpness: 10 })], true, 'Rejected'],
    ['no code visible on the front', [front({ screenCode: 'none' }), goodBack], true, 'Rejected'],
    ['too small', [front({ width: 320, height: 240 }), goodBack], true, 'Rejected'],
    ['not an image', [front({ decoded: false }), goodBack], true, 'Rejected'],
    ['a different code on the front', [front({ screenCode: 'other' }), goodBack], true, 'Pending'],
    ['the same photo on another policy', [goodFront, back({ reusedOnOtherPolicy: true })], true, 'Pending'],
    [
      'reused and blurred: a person looks, no retake',
      [goodFront, back({ reusedOnOtherPolicy: true, sharpness: 5 })],
      true,
      'Pending',
    ],
    ['dim but not dark', [front({ meanLuminance: 45 }), goodBack], true, 'Pending'],
    ['bright but not burnt', [front({ meanLuminance: 225 }), goodBack], true, 'Pending'],
    ['soft but not blurred', [goodFront, back({ sharpness: 90 })], true, 'Pending'],
    ['sharpness not measured', [goodFront, back({ sharpness: undefined })], true, 'Pending'],
    ['code not read at all', [front({ screenCode: undefined }), goodBack], true, 'Pending'],
  ] as const)('%s → %s', (_name, measures, autoValidate, outcome) => {
    expect(photoVerdict(measures, { autoValidate }).outcome).toBe(outcome);
  });

  it('never gives a breakage label: the machine only validates, rejects for a retake or waits', () => {
    const cases: PhotoMeasures[][] = [
      [goodFront, goodBack],
      [front({ decoded: false }), back({ decoded: false })],
      [front({ screenCode: 'other' }), back({ reusedOnOtherPolicy: true })],
    ];
    for (const c of cases) {
      const v = photoVerdict(c, { autoValidate: true });
      expect([v.frontal_label, v.trasera_label]).not.toContain('Breakage');
    }
  });

  it('labels only the failing side and gives a Spanish reason for each problem', () => {
    const v = photoVerdict([front({ meanLuminance: 10 }), back({ sharpness: 3 })], { autoValidate: true });
    expect(v).toMatchObject({ outcome: 'Rejected', frontal_label: 'Rejected', trasera_label: 'Rejected' });
    expect(v.reasons).toEqual([problemMessage('front', 'too_dark'), problemMessage('back', 'blurred')]);
    expect(v.reasons[0]).toMatch(/oscura/);
    expect(v.reasons[1]).toMatch(/borrosa/);

    const one = photoVerdict([front({ screenCode: 'none' }), goodBack], { autoValidate: true });
    expect(one).toMatchObject({ frontal_label: 'Rejected', trasera_label: null });
    expect(one.reasons).toEqual([expect.stringMatching(/no se ve el código/)]);
  });

  it('uses the thresholds at their edges', () => {
    expect(gradePhoto(front({ meanLuminance: 34 })).problems).toEqual(['too_dark']);
    expect(gradePhoto(front({ meanLuminance: 35 })).doubts).toEqual(['dim']);
    expect(gradePhoto(front({ meanLuminance: 56 }))).toMatchObject({ problems: [], doubts: [] });
    expect(gradePhoto(back({ sharpness: 59 })).problems).toEqual(['blurred']);
    expect(gradePhoto(back({ sharpness: 121 }))).toMatchObject({ problems: [], doubts: [] });
    expect(gradePhoto(back({ width: 480, height: 640 }))).toMatchObject({ problems: [], doubts: [] });
    expect(gradePhoto(back({ width: 479, height: 640 })).problems).toEqual(['too_small']);
  });

  it('does not call a dark photo blurred too: the light is the one thing to fix', () => {
    const v = photoVerdict([front({ meanLuminance: 18, sharpness: 17 }), goodBack], { autoValidate: true });
    expect(v.reasons).toEqual([problemMessage('front', 'too_dark')]);
  });

  it('ignores the code on the back photo', () => {
    expect(gradePhoto(back({ screenCode: 'none' }))).toMatchObject({ problems: [], doubts: [] });
  });
});

describe('photoVerdict with the IMEI TAC finding', () => {
  const otherModel = { kind: 'other_model', tacModel: 'iPhone 13' } as const;
  const otherBrand = { kind: 'other_brand', tacBrand: 'Samsung', tacModel: 'Galaxy A16' } as const;
  it.each([
    ['TAC matches, photos good', [goodFront, goodBack], { kind: 'match' }, 'Validated', 0],
    ['TAC unknown, photos good', [goodFront, goodBack], { kind: 'unknown' }, 'Validated', 0],
    [
      'TAC unknown, photo blurred: still a retake',
      [goodFront, back({ sharpness: 10 })],
      { kind: 'unknown' },
      'Rejected',
      0,
    ],
    ['another model, photos good', [goodFront, goodBack], otherModel, 'Pending', 1],
    ['another brand, photos good', [goodFront, goodBack], otherBrand, 'Pending', 1],
    [
      'another model and a blurred photo: the expert, no retake',
      [goodFront, back({ sharpness: 10 })],
      otherModel,
      'Pending',
      1,
    ],
  ] as const)('%s → %s', (_name, measures, tacFinding, outcome, findings) => {
    const v = photoVerdict(measures, { autoValidate: true, tacFinding });
    expect(v.outcome).toBe(outcome);
    expect(v.expertFindings).toHaveLength(findings);
  });

  it('gives the expert the finding and the customer no reason about it', () => {
    const v = photoVerdict([goodFront, goodBack], {
      autoValidate: true,
      tacFinding: { kind: 'other_model', tacModel: 'iPhone 13' },
    });
    expect(v.expertFindings).toEqual([expect.stringMatching(/IMEI es de otro modelo \(iPhone 13\)/)]);
    expect(v.reasons).toEqual([]);
    expect(v).toMatchObject({ frontal_label: null, trasera_label: null });
  });

  it('without a TAC finding has no expert findings', () => {
    expect(photoVerdict([goodFront, goodBack], { autoValidate: true }).expertFindings).toEqual([]);
  });
});
