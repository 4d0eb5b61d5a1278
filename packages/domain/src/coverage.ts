import { Periodicity } from './enums.ts';
import { formatAmount } from './money.ts';

// Coverage price update (spec 4): which amount is charged per payment for the
// chosen periodicity, and the display strings of both prices.

export interface CoveragePrices {
  /** Monthly premium in cents. */
  price_monthly: number;
  /** Annual premium in cents. */
  price_yearly: number;
}

export interface CoveragePriceUpdate {
  /** Amount charged per payment, in cents: monthly for periodicity 1, annual for 12. */
  price: number;
  /** Monthly premium for display, e.g. '12,50' (two decimals, comma, dot thousands). */
  price_monthly: string;
  /** Annual premium for display, e.g. '150,00'. */
  price_yearly: string;
}

export function updateCoveragePrice(coverage: CoveragePrices, periodicity: Periodicity): CoveragePriceUpdate {
  return {
    price: perPaymentPrice(coverage, periodicity),
    price_monthly: formatAmount(coverage.price_monthly),
    price_yearly: formatAmount(coverage.price_yearly),
  };
}

function perPaymentPrice(coverage: CoveragePrices, periodicity: Periodicity): number {
  switch (periodicity) {
    case Periodicity.MONTHLY:
      return coverage.price_monthly;
    case Periodicity.YEARLY:
      return coverage.price_yearly;
    default: {
      // A new periodicity must be handled above: this line stops compiling.
      const unknown: never = periodicity;
      throw new Error(`Periodicidad desconocida: ${unknown}`);
    }
  }
}

/** A coverage is selected by its position in the list (spec 4); null when there is none there. */
export function selectCoverage<T>(list: readonly T[], index: number): T | null {
  if (!Number.isInteger(index) || index < 0) return null;
  return list[index] ?? null;
}
