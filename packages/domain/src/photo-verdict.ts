// From the automatic photo checks to the outcome of the phone check (spec 4,
// docs/phone-check.md, The decision). The machine may validate or ask for a
// retake; a final refusal or a breakage finding is always an expert's decision,
// so anything it is not sure about goes to the expert queue (Pending).
// The thresholds and why they are what they are: docs/phone-check.md.

import { type TacFinding, tacFindingText } from './tac-table.ts';

export type PhotoSide = 'front' | 'back';

/** What the server measured on one photo. `undefined` measures were not taken. */
export interface PhotoMeasures {
  side: PhotoSide;
  /** False when the file could not be decoded as an image (or was refused by the upload gate). */
  decoded: boolean;
  width?: number;
  height?: number;
  /** Mean luminance of the greyscale copy, 0 (black) to 255 (white). */
  meanLuminance?: number;
  /** Variance of the Laplacian on the downscaled greyscale copy: low means blurred. */
  sharpness?: number;
  /** Front only: the QR code with the one-time value, read straight or mirrored. */
  screenCode?: 'match' | 'other' | 'none';
  /** The same photo (perceptual hash) was already sent for another policy. */
  reusedOnOtherPolicy?: boolean;
}

export const PHOTO_THRESHOLDS = {
  /** Shorter side / longer side in pixels under which the photo is too small to judge. */
  minShortSide: 480,
  minLongSide: 640,
  /** Mean luminance: under `darkFail` a retake, up to `darkDoubt` an expert looks. */
  darkFail: 35,
  darkDoubt: 55,
  /** Mean luminance: over `brightFail` a retake, from `brightDoubt` an expert looks. */
  brightDoubt: 215,
  brightFail: 235,
  /** Variance of the Laplacian (512 px copy): under `blurFail` a retake, up to `blurDoubt` an expert. */
  blurFail: 60,
  blurDoubt: 120,
  /** dHash Hamming distance (of 64 bits) at or under which two photos count as the same. */
  sameHashDistance: 6,
} as const;

export type PhotoProblem = 'unreadable' | 'too_small' | 'too_dark' | 'too_bright' | 'blurred' | 'no_code';
export type PhotoDoubt = 'dim' | 'bright' | 'soft' | 'other_code' | 'reused' | 'not_measured';

export interface PhotoGrade {
  side: PhotoSide;
  problems: PhotoProblem[];
  doubts: PhotoDoubt[];
}

/** Sorts one photo's measures into clear problems (retake) and doubts (expert). */
export function gradePhoto(m: PhotoMeasures, t = PHOTO_THRESHOLDS): PhotoGrade {
  const problems: PhotoProblem[] = [];
  const doubts: PhotoDoubt[] = [];
  if (!m.decoded) return { side: m.side, problems: ['unreadable'], doubts };
  if (m.reusedOnOtherPolicy) doubts.push('reused');
  if (m.width === undefined || m.height === undefined) doubts.push('not_measured');
  else if (Math.min(m.width, m.height) < t.minShortSide || Math.max(m.width, m.height) < t.minLongSide)
    problems.push('too_small');
  const lum = m.meanLuminance;
  if (lum === undefined) doubts.push('not_measured');
  else if (lum < t.darkFail) problems.push('too_dark');
  else if (lum <= t.darkDoubt) doubts.push('dim');
  else if (lum > t.brightFail) problems.push('too_bright');
  else if (lum >= t.brightDoubt) doubts.push('bright');
  // The Laplacian variance grows with contrast, so a dark photo also reads as blurred:
  // tell the customer about the light only, the one thing to fix.
  if (!problems.includes('too_dark')) {
    if (m.sharpness === undefined) doubts.push('not_measured');
    else if (m.sharpness < t.blurFail) problems.push('blurred');
    else if (m.sharpness <= t.blurDoubt) doubts.push('soft');
  }
  if (m.side === 'front') {
    // A code that is there but is not this check's value may be an old photo replayed: a person looks.
    if (m.screenCode === 'other') doubts.push('other_code');
    else if (m.screenCode === 'none') problems.push('no_code');
    else if (m.screenCode === undefined) doubts.push('not_measured');
  }
  return { side: m.side, problems, doubts: [...new Set(doubts)] };
}

const SIDE_NAME: Record<PhotoSide, string> = {
  front: 'La foto frontal (la pantalla en el espejo)',
  back: 'La foto trasera',
};

/** A reason the customer can act on: what is wrong and how to take the photo again. */
export function problemMessage(side: PhotoSide, problem: PhotoProblem): string {
  const who = SIDE_NAME[side];
  switch (problem) {
    case 'unreadable':
      return `${who} no se ha podido abrir. Hazla de nuevo desde la página de la revisión.`;
    case 'too_small':
      return `${who} tiene muy poca resolución. Hazla de nuevo sin zoom y con el móvil entero en la imagen.`;
    case 'too_dark':
      return `${who} está demasiado oscura. Repítela en un sitio con más luz.`;
    case 'too_bright':
      return `${who} tiene demasiada luz o reflejos. Repítela sin luz directa ni flash sobre el móvil.`;
    case 'blurred':
      return `${who} está borrosa. Sujeta el móvil quieto, espera a que enfoque y repítela.`;
    case 'no_code':
      return 'En la foto frontal no se ve el código de la pantalla. Repítela con la pantalla encendida, mirando al espejo y con el código entero a la vista.';
  }
}

export type PhotoLabel = 'Validated' | 'Rejected' | null;

export interface PhotoVerdict {
  /** Validated and Rejected are final for the machine; Pending goes to the expert queue. */
  outcome: 'Validated' | 'Rejected' | 'Pending';
  frontal_label: PhotoLabel;
  trasera_label: PhotoLabel;
  /** Spanish, one per problem, for the customer (Rejected only). */
  reasons: string[];
  grades: PhotoGrade[];
  /** Spanish, for the expert only (never shown to the customer): why the check waits for a person. */
  expertFindings: string[];
}

/**
 * Both sides good and nothing suspicious: Validated when the settings allow
 * automatic validation, otherwise the expert queue. Any doubt (a suspicious
 * finding or a borderline measure): the expert queue, even if a side also has
 * a clear problem, because a retake would hide the suspicion from a person.
 * Otherwise a clear quality problem: Rejected with the reasons, for a retake.
 * A missing side is never validated.
 * An IMEI whose TAC names another model or brand than the insured one is a
 * doubt too (a cheap phone quoted, an expensive one insured, or a typo): the
 * expert queue with that finding. An unknown TAC or a match changes nothing.
 */
export function photoVerdict(
  measures: readonly PhotoMeasures[],
  options: { autoValidate: boolean; tacFinding?: TacFinding },
  t = PHOTO_THRESHOLDS,
): PhotoVerdict {
  const front = measures.find((m) => m.side === 'front');
  const back = measures.find((m) => m.side === 'back');
  const grades = [front, back].filter((m) => m !== undefined).map((m) => gradePhoto(m, t));
  const tacText = options.tacFinding ? tacFindingText(options.tacFinding) : null;
  const expertFindings = tacText ? [tacText] : [];
  const pending: PhotoVerdict = {
    outcome: 'Pending',
    frontal_label: null,
    trasera_label: null,
    reasons: [],
    grades,
    expertFindings,
  };
  // Even with a clear photo problem: a retake would hide the IMEI finding from a person.
  if (expertFindings.length > 0 || grades.some((g) => g.doubts.length > 0)) return pending;
  const failed = grades.filter((g) => g.problems.length > 0);
  if (failed.length > 0) {
    const label = (side: PhotoSide): PhotoLabel => (failed.some((g) => g.side === side) ? 'Rejected' : null);
    return {
      outcome: 'Rejected',
      frontal_label: label('front'),
      trasera_label: label('back'),
      reasons: failed.flatMap((g) => g.problems.map((p) => problemMessage(g.side, p))),
      grades,
      expertFindings,
    };
  }
  if (!front || !back || !options.autoValidate) return pending;
  return {
    outcome: 'Validated',
    frontal_label: 'Validated',
    trasera_label: 'Validated',
    reasons: [],
    grades,
    expertFindings,
  };
}
