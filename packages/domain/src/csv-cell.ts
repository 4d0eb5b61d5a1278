// A cell of the CSV files staff open in a spreadsheet (exports, import reports), written once for
// the API and the web: see docs/product-decisions.md for the Spanish layout (`;`, BOM, CRLF).

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet will never run: a cell starting like a formula (=, +, -, @, tab, CR) gets a
 * leading ' (CSV injection; OWASP's advice).
 */
export const spreadsheetSafeText = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** Quoted (and inner quotes doubled) only when it holds the separator, a quote or a line break. */
export const csvQuote = (value: string): string =>
  /[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
