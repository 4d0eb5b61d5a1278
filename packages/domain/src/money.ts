// Money is integer euro cents everywhere (the API stores cents), so no float
// rounding creeps into sums. Display uses the Spanish format written by hand:
// es-ES Intl does not group four-digit numbers (1234 → "1234"), and we want
// "1.234,56 €" consistently.

/** '1.234,56' from 123456 cents: dot thousands separator, comma decimals, no symbol. */
export function formatAmount(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const euros = Math.floor(abs / 100).toString();
  const rest = (abs % 100).toString().padStart(2, '0');
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${grouped},${rest}`;
}

/** '1.234,56 €' from 123456 cents; negative values as '-12,50 €'. */
export function formatEuro(cents: number): string {
  return `${formatAmount(cents)} €`;
}

const GROUPED = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const PLAIN = /^\d+(,\d{1,2})?$/;
/** '1219.50' or '12.5': people type a dot as the decimal mark too, but never before three digits. */
const DOT_DECIMAL = /^\d+\.\d{1,2}$/;

/**
 * The one parser for euro amounts typed by people (customers and staff):
 * '1219.50', '1.219,50', '1219,5', '1219' and '1.219,50 €' are all 121950
 * cents. A comma is the decimal mark; a dot is a thousands separator before
 * three digits and a decimal mark before one or two ('1.000' is a thousand
 * euros, '10.5' ten and a half). A leading '-' gives a negative amount.
 * Returns null for anything that is not a well-formed amount ('', 'abc',
 * '12,345', '1.2345', '1,2,3'), so callers show their own message.
 */
export function parseEuro(value: string): number | null {
  let text = value.replace(/€/g, '').replace(/\s/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (DOT_DECIMAL.test(text)) text = text.replace('.', ',');
  else if (!GROUPED.test(text) && !PLAIN.test(text)) return null;
  const [whole = '0', decimals = ''] = text.replace(/\./g, '').split(',');
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * A percentage held in hundredths of a percent (1550 = 15,5 %) as people read
 * it: decimal comma, no trailing zeros ('15', '15,5', '12,34').
 */
export function formatPercentNumber(hundredths: number): string {
  return formatAmount(hundredths)
    .replace(/,00$/, '')
    .replace(/(,\d)0$/, '$1');
}

/** The one percentage format: '15 %', '15,5 %' (a space before the sign, as in Spanish). */
export function formatPercent(hundredths: number): string {
  return `${formatPercentNumber(hundredths)} %`;
}
