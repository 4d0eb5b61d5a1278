import { IMEI_LENGTH } from './constants.ts';
import { isValidImei } from './imei.ts';

/**
 * What a `*#06#` screen labels its values with. Order matters: the longer
 * labels ('IMEI SV', 'IMEI/MEID') are tried before the short ones they contain.
 * 'imei1' also covers a plain 'IMEI': on dual-SIM screens the unnumbered one is
 * the first SIM's (iOS shows IMEI, then IMEI2).
 */
type LabelKind = 'imei1' | 'imei2' | 'other';

const LABELS: { kind: LabelKind; pattern: RegExp }[] = [
  {
    kind: 'other',
    pattern: /IM[E£][I1l|!]\s*[-_ ]?\s*SV\b|software\s+version|versi[óo]n\s+(de\s+)?software/iy,
  },
  { kind: 'imei1', pattern: /IM[E£][I1l|!]\s*\/\s*MEID/iy },
  // OCR reads the 2 of a glued 'IMEI2' as Z, and its I as J, T or nothing.
  {
    kind: 'imei2',
    pattern:
      /IM[E£F][A-Z1|!]?\s*[({]?\s*((ranura|slot|sim|tarjeta)(\s+(de|del|la|sim|slot))*)?\s*[2Z]\s*\)?(?![\dA-Za-z])/iy,
  },
  // The number after IMEI is its slot only when no digit follows it ('IMEI 1: 35…', 'IMEI (ranura 1)').
  // OCR reads the last I as T, l or nothing ('IME', 'IMET') and the parenthesis as a brace.
  {
    kind: 'imei1',
    pattern:
      /IM[E£][I1l|!T]?\s*([({]?\s*((ranura|slot|sim|tarjeta)(\s+(de|del|la|sim|slot))*)?\s*[1l]\s*\)?(?![\d])|[({]?\s*(ranura|slot|sim|tarjeta)(\s+(de|del|la|sim|slot))*\s*[1l]\s*\)?)?/iy,
  },
  { kind: 'other', pattern: /MEID|ICCID|EID|ESN/iy },
  {
    kind: 'other',
    pattern: /S\s*\/\s*N|SN\b|serial(\s+number)?|n[úu]mero\s+de\s+serie|n\.?\s*[º°o]\s*(de\s+)?serie/iy,
  },
];

/** A value: digits in groups (spaces or dashes between them, as phones print them), or a serial-like word. */
const DIGIT_RUN = /\d+(?:[ \u00a0-]\d+)*/y;
const WORD = /[A-Za-z0-9]+/y;

type Token =
  | { type: 'label'; kind: LabelKind }
  /** `before`: the text between the previous token and this one (a wrap has a line break there). */
  | { type: 'value'; groups: string[] | null; before?: string };

/**
 * Reads the IMEI from the text of a `*#06#` screenshot (OCR output): 15 digits
 * with a correct Luhn digit, the first SIM's on a dual-SIM screen, never a
 * value labelled MEID, EID, serial number or IMEI SV. Each label binds to the
 * next value in reading order (on the same line, or below it: OCR may also
 * read a column of labels before the column of numbers), so a 15-digit serial
 * is not taken. A second SIM's IMEI is never returned, nor an unlabelled number
 * after one that looked like an IMEI but failed its check digit (it may be the
 * second SIM's with its label misread): null rather than a wrong IMEI.
 * `labelled` says whether an IMEI (or IMEI1) label stood before it: an
 * unlabelled number deserves a second reading before it is believed. A labelled IMEI wrapped onto
 * a second line is joined back (wrappedOnto).
 */
export function findImeiInText(text: string): { imei: string; labelled: boolean } | null {
  return pickImei(repairDigits(text));
}

/** Letters OCR reads in place of digits, in the shapes of phone fonts. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  B: '8',
  S: '5',
  '§': '5',
  I: '1',
  l: '1',
  '|': '1',
};

/**
 * In a word that is mostly digits ('35 B75810 123666', '0l3263'), a look-alike
 * letter is the digit it resembles. Words that are mostly letters (labels, a
 * serial 'R58M12ABCDE') are left alone; the Luhn digit still guards the result.
 */
function repairDigits(text: string): string {
  return text.replace(/[0-9A-Za-z§|]{4,}/g, (word) => {
    const digits = word.replace(/\D/g, '').length;
    const fixable = [...word].filter((c) => c in DIGIT_LOOKALIKES).length;
    if (digits < 3 || digits + fixable < word.length || digits / word.length < 0.6) return word;
    return [...word].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
  });
}

type Found = { imei: string; labelled: boolean } | null;

/**
 * Labels bind to values in a queue (a column of labels read before the column of numbers). When
 * OCR drops a line, a label can come after a value while an earlier label still waits: the queue
 * then pairs labels and numbers off by one (an IMEI label with the next row's number). In that
 * case the number is taken only when binding each value to the label just above it agrees.
 */
function pickImei(text: string): Found {
  const tokens = tokenize(text);
  const byQueue = bind(tokens, 'queue');
  if (!byQueue.interleaved) return byQueue.found;
  const byNearest = bind(tokens, 'nearest');
  return byQueue.found && byNearest.found?.imei === byQueue.found.imei ? byQueue.found : null;
}

function bind(tokens: Token[], mode: 'queue' | 'nearest'): { found: Found; interleaved: boolean } {
  const candidates: { imei: string; labelled: boolean }[] = [];
  let pending: LabelKind[] = [];
  // A value bound while other labels still waited: a label after it means the queue lost its pairing.
  let backlog = false;
  let interleaved = false;
  // A number about as long as an IMEI that failed its check digit: a later unlabelled one may be the second SIM's.
  let misread = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === 'label') {
      if (backlog && pending.length > 0) interleaved = true;
      if (mode === 'nearest') pending = [token.kind];
      else pending.push(token.kind);
      continue;
    }
    const kind = pending.shift() ?? 'none';
    backlog = pending.length > 0;
    // Never a second SIM's IMEI, even when the first is unreadable: a wrong IMEI is worse than none.
    if (kind === 'other' || kind === 'imei2' || !token.groups) continue;
    let found = fifteenDigitSpans(token.groups);
    const wrapped =
      kind === 'imei1' && found.length === 0 ? wrappedOnto(token.groups, tokens[i + 1], pending) : null;
    if (wrapped) {
      found = fifteenDigitSpans(wrapped);
      i++;
    }
    if (kind === 'imei1' || !misread)
      for (const imei of found) candidates.push({ imei, labelled: kind === 'imei1' });
    const digits = token.groups.join('').length;
    if (found.length === 0 && digits >= 12 && digits <= 18) misread = true;
  }
  return { found: candidates.find((c) => c.labelled) ?? candidates[0] ?? null, interleaved };
}

/** Fewest digits on each line of a wrapped IMEI: a phone wraps the number near its middle. */
const WRAPPED_LINE_MIN_DIGITS = 5;

/**
 * The groups of an IMEI wrapped onto the next line under its label (large text, a narrow card:
 * '35 332511' then '297511 9'): only across a line break with nothing else between, each line
 * holding at least 5 digits, no other label waiting for that line, and exactly 15 digits between
 * them. So the next row's number is never borrowed, nor a short tail: '3520990017611/01' (two
 * digits lost to OCR, then the software version) must not become an IMEI that passes its check.
 */
function wrappedOnto(groups: string[], next: Token | undefined, pending: LabelKind[]): string[] | null {
  if (pending.length > 0 || next?.type !== 'value' || !next.groups) return null;
  // Only white space with a line break between (OCR's sparse layout leaves a blank line between lines).
  if (!/^\s*\n\s*$/.test(next.before ?? '')) return null;
  const first = groups.join('').length;
  const second = next.groups.join('').length;
  if (first < WRAPPED_LINE_MIN_DIGITS || second < WRAPPED_LINE_MIN_DIGITS) return null;
  return first + second === IMEI_LENGTH ? [...groups, ...next.groups] : null;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let lastEnd = 0;
  while (i < text.length) {
    const label = matchLabel(text, i);
    if (label) {
      tokens.push({ type: 'label', kind: label.kind });
      i = label.end;
      lastEnd = i;
      continue;
    }
    DIGIT_RUN.lastIndex = i;
    const run = DIGIT_RUN.exec(text);
    // A run glued to letters ('R58M12…') is part of a serial-like word, not a number.
    if (run && !/[A-Za-z]/.test(text[i + run[0].length] ?? '') && !/[A-Za-z]/.test(text[i - 1] ?? '')) {
      tokens.push({ type: 'value', groups: run[0].split(/[ \u00a0-]/), before: text.slice(lastEnd, i) });
      lastEnd = i + run[0].length;
      i += run[0].length;
      continue;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text);
    if (word) {
      // Long words with a digit are values (a serial 'R58M12ABCDE', a MEID 'A1000012345678'); others are prose.
      if (word[0].length >= 6 && /\d/.test(word[0])) tokens.push({ type: 'value', groups: null });
      i += word[0].length;
      lastEnd = i;
      continue;
    }
    i++;
  }
  return tokens;
}

function matchLabel(text: string, at: number): { kind: LabelKind; end: number } | null {
  // Labels start a word: 'EID' inside 'MEID' or a word like 'SNOW' are not labels.
  if (at > 0 && /[A-Za-z0-9]/.test(text[at - 1] ?? '')) return null;
  for (const { kind, pattern } of LABELS) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) continue;
    const end = at + match[0].length;
    if (/[A-Za-z]/.test(text[end] ?? '') && !/\s$/.test(match[0])) continue;
    return { kind, end };
  }
  return null;
}

/**
 * The 15-digit IMEIs a run of digit groups may hold: the whole run, or
 * consecutive groups of it (OCR glues a slot number '1' or a neighbour's
 * digits with a space). Never a cut inside a group: a 32-digit EID holds no IMEI.
 */
function fifteenDigitSpans(groups: string[]): string[] {
  const found: string[] = [];
  for (let start = 0; start < groups.length; start++) {
    let digits = '';
    for (let end = start; end < groups.length && digits.length < IMEI_LENGTH; end++) {
      digits += groups[end];
      if (digits.length === IMEI_LENGTH && isValidImei(digits)) found.push(digits);
    }
  }
  return found;
}
