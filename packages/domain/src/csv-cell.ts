// A cell of the CSV files staff open in a spreadsheet (exports, import reports), written once for
// the API and the web: see docs/product-decisions.md for the Spanish layout (`;`, BOM, CRLF).

const FORMULA_START = /^[=+\-@\t\r]/;
/** Blanks a spreadsheet may trim before reading a cell: Unicode spaces, line breaks and zero-widths. */
const LEADING_BLANKS = /^[\s\u200B-\u200D\u2060]+/u;

/**
 * Text that a spreadsheet will never run: a cell starting like a formula (=, +, -, @, tab, CR) gets a
 * leading ' (CSV injection; OWASP's advice). The first character after any blanks is read in its NFKC
 * form, so look-alikes a spreadsheet may fold to ASCII (full-width ＝＋－＠, small ﹦﹢﹣﹫) count too.
 * Only that one character is normalised, so a long cell costs the same as a short one.
 */
export const spreadsheetSafeText = (value: string): string =>
  startsLikeFormula(value) ? `'${value}` : value;

function startsLikeFormula(value: string): boolean {
  if (FORMULA_START.test(value)) return true;
  const first = value.replace(LEADING_BLANKS, '').codePointAt(0);
  return first !== undefined && FORMULA_START.test(String.fromCodePoint(first).normalize('NFKC'));
}

/** Quoted (and inner quotes doubled) only when it holds the separator, a quote or a line break. */
export const csvQuote = (value: string): string =>
  /[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
