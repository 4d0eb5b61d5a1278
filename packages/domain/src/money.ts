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

/**
 * Cents from a Spanish-formatted amount: '1.234,56' → 123456, '12,5' → 1250,
 * '-12,50 €' → -1250. A dot is always a thousands separator. Returns null for
 * anything that is not a well-formed amount.
 */
export function parseEuro(value: string): number | null {
  let text = value.replace(/€/g, '').replace(/\s/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (!GROUPED.test(text) && !PLAIN.test(text)) return null;
  const [whole = '0', decimals = ''] = text.replace(/\./g, '').split(',');
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return negative && cents !== 0 ? -cents : cents;
}
