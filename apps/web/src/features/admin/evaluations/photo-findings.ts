import { gradePhoto, type PhotoMeasures, type PhotoSide } from '@amparo/domain';

// The automatic checks of one photo (evaluation_photos.checks, written by the
// server's measurePhoto: PhotoMeasures plus dhash, codeRead and rejection) as
// lines an expert can read. The tone comes from the same grading the server
// used to send the check to the queue (gradePhoto), so the page and the
// decision never disagree about what is a problem and what is a doubt.

export type FindingTone = 'ok' | 'doubt' | 'problem';

export type FindingKey =
  | 'notChecked'
  | 'unreadable'
  | 'size'
  | 'sizeSmall'
  | 'sizeUnknown'
  | 'light'
  | 'lightDim'
  | 'lightDark'
  | 'lightBright'
  | 'lightTooBright'
  | 'lightUnknown'
  | 'sharp'
  | 'sharpSoft'
  | 'sharpBlurred'
  | 'sharpDark'
  | 'sharpUnknown'
  | 'codeMatch'
  | 'codeOther'
  | 'codeNone'
  | 'codeUnknown'
  | 'reused'
  | 'notReused';

export type Finding = { key: FindingKey; tone: FindingTone; values?: Record<string, string | number> };

export type UploadRejection = 'too_big' | 'unsupported_type' | 'unreadable' | 'too_many_pixels';

export type ParsedChecks = PhotoMeasures & { codeRead?: string | null; rejection?: UploadRejection };

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const REJECTIONS: readonly string[] = ['too_big', 'unsupported_type', 'unreadable', 'too_many_pixels'];
const SCREEN_CODES: readonly string[] = ['match', 'other', 'none'];

/** Reads the stored jsonb defensively: an older or partial row never breaks the page. */
export function parseChecks(side: PhotoSide, checks: Record<string, unknown> | null): ParsedChecks | null {
  if (!checks) return null;
  const parsed: ParsedChecks = { side, decoded: checks.decoded !== false };
  const width = num(checks.width);
  const height = num(checks.height);
  const meanLuminance = num(checks.meanLuminance);
  const sharpness = num(checks.sharpness);
  if (width !== undefined) parsed.width = width;
  if (height !== undefined) parsed.height = height;
  if (meanLuminance !== undefined) parsed.meanLuminance = meanLuminance;
  if (sharpness !== undefined) parsed.sharpness = sharpness;
  if (typeof checks.screenCode === 'string' && SCREEN_CODES.includes(checks.screenCode))
    parsed.screenCode = checks.screenCode as 'match' | 'other' | 'none';
  if (typeof checks.reusedOnOtherPolicy === 'boolean')
    parsed.reusedOnOtherPolicy = checks.reusedOnOtherPolicy;
  if (typeof checks.codeRead === 'string' || checks.codeRead === null) parsed.codeRead = checks.codeRead;
  if (typeof checks.rejection === 'string' && REJECTIONS.includes(checks.rejection))
    parsed.rejection = checks.rejection as UploadRejection;
  return parsed;
}

/** One line per measure, in the order an expert reads a photo: opens, size, light, focus, code, reuse. */
export function photoFindings(side: PhotoSide, checks: Record<string, unknown> | null): Finding[] {
  const m = parseChecks(side, checks);
  if (!m) return [{ key: 'notChecked', tone: 'doubt' }];
  if (!m.decoded)
    return [{ key: 'unreadable', tone: 'problem', values: { reason: m.rejection ?? 'unreadable' } }];
  const { problems, doubts } = gradePhoto(m);
  const findings: Finding[] = [];

  if (m.width === undefined || m.height === undefined) findings.push({ key: 'sizeUnknown', tone: 'doubt' });
  else {
    const values = { width: m.width, height: m.height };
    findings.push(
      problems.includes('too_small')
        ? { key: 'sizeSmall', tone: 'problem', values }
        : { key: 'size', tone: 'ok', values },
    );
  }

  const lum = m.meanLuminance;
  if (lum === undefined) findings.push({ key: 'lightUnknown', tone: 'doubt' });
  else {
    const values = { value: Math.round(lum) };
    if (problems.includes('too_dark')) findings.push({ key: 'lightDark', tone: 'problem', values });
    else if (problems.includes('too_bright'))
      findings.push({ key: 'lightTooBright', tone: 'problem', values });
    else if (doubts.includes('dim')) findings.push({ key: 'lightDim', tone: 'doubt', values });
    else if (doubts.includes('bright')) findings.push({ key: 'lightBright', tone: 'doubt', values });
    else findings.push({ key: 'light', tone: 'ok', values });
  }

  // A dark photo also measures as blurred (the Laplacian grows with contrast): the light is the finding.
  if (problems.includes('too_dark')) findings.push({ key: 'sharpDark', tone: 'doubt' });
  else if (m.sharpness === undefined) findings.push({ key: 'sharpUnknown', tone: 'doubt' });
  else {
    const values = { value: Math.round(m.sharpness) };
    if (problems.includes('blurred')) findings.push({ key: 'sharpBlurred', tone: 'problem', values });
    else if (doubts.includes('soft')) findings.push({ key: 'sharpSoft', tone: 'doubt', values });
    else findings.push({ key: 'sharp', tone: 'ok', values });
  }

  if (side === 'front') {
    if (m.screenCode === 'match') findings.push({ key: 'codeMatch', tone: 'ok' });
    else if (m.screenCode === 'other')
      findings.push({ key: 'codeOther', tone: 'doubt', values: { code: m.codeRead ?? '' } });
    else if (m.screenCode === 'none') findings.push({ key: 'codeNone', tone: 'problem' });
    else findings.push({ key: 'codeUnknown', tone: 'doubt' });
  }

  if (m.reusedOnOtherPolicy === true) findings.push({ key: 'reused', tone: 'doubt' });
  else if (m.reusedOnOtherPolicy === false) findings.push({ key: 'notReused', tone: 'ok' });
  return findings;
}
