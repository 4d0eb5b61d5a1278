// What a receipt is made of (docs/payments.md, "Taxes on receipts"): the price the customer pays
// includes the taxes on the premium, so the split works backwards from it. The first of them is the
// Impuesto sobre las Primas de Seguros (Ley 13/1996, art. 12; 8 % since 2021, Ley 11/2020 art. 75);
// a product's line may carry others (a surcharge of the Consorcio de Compensación de Seguros), each
// a percent of the net premium. The split is exact: net plus every tax is the price, to the cent.

export interface PremiumTax {
  /** A short code: 'IPS', 'CLEA'… */
  code: string;
  /** Percent of the net premium. */
  percent: number;
}

/** The premium tax on every receipt (IPS), 8 % of the net premium. */
export const PREMIUM_TAX: PremiumTax = { code: 'IPS', percent: 8 };

export interface ReceiptSplit {
  /** The premium without taxes, in cents. */
  netCents: number;
  /** Each tax's share, in cents, in the order given. */
  taxes: { code: string; cents: number }[];
  /** The sum of `taxes`: `netCents + taxCents` is the price. */
  taxCents: number;
}

/**
 * The split of a receipt's price (taxes included) into net premium and each tax: the net is the price
 * over 1 + the taxes' percents, each tax its percent of that net, in whole cents; the cent lost or
 * gained by rounding goes to the largest tax, so the parts add up to the price. A refund (a negative
 * price) splits the same way, every part negative.
 */
export function splitReceipt(priceCents: number, taxes: readonly PremiumTax[] = [PREMIUM_TAX]): ReceiptSplit {
  const sign = priceCents < 0 ? -1 : 1;
  const price = Math.abs(priceCents);
  const rate = taxes.reduce((sum, tax) => sum + tax.percent, 0) / 100;
  const net = Math.round(price / (1 + rate));
  const shares = taxes.map((tax) => ({ code: tax.code, cents: Math.round((net * tax.percent) / 100) }));
  const largest = shares.reduce(
    (best, share, i) => (share.cents > (shares[best]?.cents ?? -1) ? i : best),
    0,
  );
  const rest = price - net - shares.reduce((sum, share) => sum + share.cents, 0);
  if (shares[largest]) shares[largest].cents += rest;
  const signed = (cents: number) => (cents === 0 ? 0 : sign * cents);
  const parts = shares.map((share) => ({ code: share.code, cents: signed(share.cents) }));
  return {
    netCents: signed(shares.length ? net : price),
    taxes: parts,
    taxCents: parts.reduce((sum, part) => sum + part.cents, 0),
  };
}
