import { daysBetween } from './madrid-time.ts';
import { addMonths } from './pricing.ts';

// The insurer's late-payment interest (Ley 50/1980 de Contrato de Seguro, art. 20), for the claims
// that end in money (docs/claims.md, "Legal clocks"):
// - 20.3: the insurer is in arrears when it has not paid within three months of the loss (and, for
//   the least it surely owes, within the 40 days of art. 18 from the declaration: claim-deadlines.ts);
// - 20.4: the interest is the legal interest rate in force when it accrues, increased by 50 %,
//   accrued day by day; once two years have passed since the loss, not less than 20 % a year;
// - 20.6: it runs from the day of the loss;
// - 20.8: none when the delay has a justified cause or is not the insurer's doing (a person decides).

/** The legal interest rate ("interés legal del dinero") from a day on, as the budget laws set it. */
export interface LegalInterestRate {
  /** 'YYYY-MM-DD', the first day it applies. */
  from: string;
  /** Percent a year. */
  percent: number;
}

/**
 * The rates of the budget laws since 2016 (3 % to 2022; 3,25 % from 2023, extended since). A year
 * whose law sets another rate gets a row here; the last row runs on.
 */
export const LEGAL_INTEREST_RATES: readonly LegalInterestRate[] = [
  { from: '2016-01-01', percent: 3 },
  { from: '2023-01-01', percent: 3.25 },
];

/** Art. 20.4: the floor once two years have passed since the loss, percent a year. */
export const LATE_INTEREST_FLOOR_AFTER_TWO_YEARS = 20;

export interface LateInterestPeriod {
  /** 'YYYY-MM-DD', first day of the period. */
  from: string;
  /** Days in it (the day of payment not counted). */
  days: number;
  /** Percent a year applied. */
  percent: number;
}

export interface LateInterest {
  /** Art. 20.3: paid after three months from the loss. */
  inArrears: boolean;
  /** The interest owed on `amountCents`, whole cents; 0 when not in arrears or excused. */
  interestCents: number;
  periods: LateInterestPeriod[];
}

/** The legal rate in force on `day`: the last row that started on or before it. */
function legalRateOn(day: string, rates: readonly LegalInterestRate[]): number {
  const sorted = [...rates].sort((a, b) => a.from.localeCompare(b.from));
  let rate = sorted[0]?.percent ?? 0;
  for (const row of sorted) if (row.from <= day) rate = row.percent;
  return rate;
}

/** The last day the insurer can pay without art. 20 interest: three months from the loss. */
export const lateInterestFreeUntil = (occurredOn: string): string => addMonths(occurredOn, 3);

export function lateClaimInterest(input: {
  amountCents: number;
  /** 'YYYY-MM-DD', the day of the loss. */
  occurredOn: string;
  /** 'YYYY-MM-DD', the day the money is paid. */
  paidOn: string;
  /** Art. 20.8: the delay has a justified cause or is not the insurer's doing. */
  excused?: boolean;
  rates?: readonly LegalInterestRate[];
}): LateInterest {
  const rates = input.rates ?? LEGAL_INTEREST_RATES;
  const inArrears = input.paidOn > lateInterestFreeUntil(input.occurredOn);
  if (!inArrears || input.excused) return { inArrears, interestCents: 0, periods: [] };
  const twoYears = addMonths(input.occurredOn, 24);
  // The days split wherever the rate may change: each new legal rate, and the second anniversary.
  const cuts = [...rates.map((r) => r.from), twoYears].filter(
    (day) => day > input.occurredOn && day < input.paidOn,
  );
  const bounds = [input.occurredOn, ...[...new Set(cuts)].sort(), input.paidOn];
  const periods: LateInterestPeriod[] = [];
  let interest = 0;
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const days = daysBetween(from, bounds[i + 1]!);
    const increased = legalRateOn(from, rates) * 1.5;
    const percent = from >= twoYears ? Math.max(increased, LATE_INTEREST_FLOOR_AFTER_TWO_YEARS) : increased;
    periods.push({ from, days, percent });
    interest += (input.amountCents * percent * days) / (100 * 365);
  }
  return { inArrears, interestCents: Math.round(interest), periods };
}
