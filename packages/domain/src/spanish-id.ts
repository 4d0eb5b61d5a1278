// Spanish identity numbers: DNI (citizens), NIE (foreign residents) and CIF
// (companies, today called NIF of legal entities). Rules from the Ministry of
// the Interior (DNI/NIE control letter) and Orden EHA/451/2008 (CIF).

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** NIE prefixes stand for a leading digit: X 0, Y 1, Z 2. */
const NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };
/** Entities whose CIF always ends in a letter (public bodies, non-residents, religious, foreign). */
const CIF_LETTER_CONTROL = 'NPQRSW';
/** Entities whose CIF always ends in a digit (companies, communities of property). */
const CIF_DIGIT_CONTROL = 'ABEH';

export type SpanishIdType = 'DNI' | 'NIE' | 'CIF';

/** Upper case without spaces, dots or dashes. */
export function normalizeSpanishId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Which kind of valid identity number this is, or null when it is none. */
export function spanishIdType(value: string): SpanishIdType | null {
  const id = normalizeSpanishId(value);
  if (/^\d{8}[A-Z]$/.test(id)) return dniLetterMatches(id.slice(0, 8), id[8]) ? 'DNI' : null;
  if (/^[XYZ]\d{7}[A-Z]$/.test(id)) {
    return dniLetterMatches(NIE_PREFIX_DIGIT[id[0] ?? ''] + id.slice(1, 8), id[8]) ? 'NIE' : null;
  }
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(id)) return isValidCif(id) ? 'CIF' : null;
  return null;
}

export function isValidSpanishId(value: string): boolean {
  return spanishIdType(value) !== null;
}

function dniLetterMatches(digits: string, letter: string | undefined): boolean {
  return DNI_LETTERS[Number(digits) % 23] === letter;
}

/**
 * CIF control: over the 7 digits, add the digits in even positions (2nd, 4th,
 * 6th) and, for the odd positions, the digit sum of twice the digit. The
 * control digit is (10 - sum % 10) % 10, or its letter in 'JABCDEFGHI'. Some
 * entity letters require the digit form, some the letter, the rest accept both.
 */
function isValidCif(id: string): boolean {
  const entity = id[0] ?? '';
  const digits = id.slice(1, 8);
  const control = id[8] ?? '';
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  const expectedDigit = (10 - (sum % 10)) % 10;
  const expectedLetter = CIF_CONTROL_LETTERS[expectedDigit];
  const isDigitControl = control === String(expectedDigit);
  const isLetterControl = control === expectedLetter;
  if (CIF_LETTER_CONTROL.includes(entity)) return isLetterControl;
  if (CIF_DIGIT_CONTROL.includes(entity)) return isDigitControl;
  return isDigitControl || isLetterControl;
}
