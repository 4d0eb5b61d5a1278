import { formatAmount, parseEuro } from '@amparo/domain';

// Staff type money as Spanish euros ('1.219,00' or '12,5'); the API takes
// integer cents. The same helpers read percentages in hundredths ('15,5' → 1550).

/** '12,95' for 1295; empty for no amount. */
export function centsToInput(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : formatAmount(cents);
}

/** Cents, null when empty, NaN when it is not an amount (so the contract rejects it). */
export function inputToCents(text: string): number | null {
  if (!text.trim()) return null;
  return parseEuro(text) ?? Number.NaN;
}
