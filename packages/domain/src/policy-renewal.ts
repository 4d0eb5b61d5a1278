import { addDays } from './madrid-time.ts';
import { holderObjectionDeadline, INSURER_OBJECTION_MONTHS, termEndOf } from './policy-term.ts';
import { addMonths } from './pricing.ts';

/**
 * Renewal of the policy for one more year (Ley 50/1980 de Contrato de Seguro, art. 22): the
 * insurer announces any change, the premium included, at least two months before the period ends
 * (and may refuse to renew with the same notice); the policyholder may oppose the renewal by a
 * written notice at least one month before it ends. docs/contract.md, "Renewal".
 */

/** The shortest announcement lead the law allows; the setting RENEWAL_NOTICE_MONTHS cannot go under it. */
export const RENEWAL_NOTICE_MIN_MONTHS = INSURER_OBJECTION_MONTHS;

export type RenewalStatus = 'not_due' | 'announced' | 'declined' | 'renewed' | 'not_renewable';
/** Who stopped the renewal: the policyholder (from the customer area, or staff recording their notice) or the insurer. */
export type RenewalDecliner = 'holder' | 'insurer';

/** The period after a term ending on `termEnd`: from the next day, one year (policy-term.ts). */
export function nextTermOf(termEnd: string): { startsOn: string; endsOn: string } {
  const startsOn = addDays(termEnd, 1);
  return { startsOn, endsOn: termEndOf(startsOn) };
}

/** The first day the renewal is announced: `leadMonths` before the next period starts, never fewer than two. */
export function renewalNoticeOpensOn(termEnd: string, leadMonths = RENEWAL_NOTICE_MIN_MONTHS): string {
  return addMonths(addDays(termEnd, 1), -Math.max(leadMonths, RENEWAL_NOTICE_MIN_MONTHS));
}

/** Whether the daily run announces the renewal of a term ending on `termEnd` today (a late one too). */
export function isRenewalNoticeDue(termEnd: string, today: string, leadMonths = RENEWAL_NOTICE_MIN_MONTHS) {
  return today >= renewalNoticeOpensOn(termEnd, leadMonths);
}

/** The last day the insurer may announce a change or refuse to renew: two months before the next period. */
export function insurerNoticeDeadline(termEnd: string): string {
  return addMonths(addDays(termEnd, 1), -INSURER_OBJECTION_MONTHS);
}

/**
 * The next year's premium per receipt. Announced in time, the current tariff for the device as it is
 * then. Announced late (fewer than two months before the period ends, after an outage, say), a rise
 * was not announced as art. 22 asks: the policy renews at its current premium or the lower tariff.
 */
export function renewalPremium(input: {
  current: number;
  tariff: number;
  termEnd: string;
  announcedOn: string;
}): { premium: number; late: boolean } {
  const late = input.announcedOn > insurerNoticeDeadline(input.termEnd);
  return { premium: late ? Math.min(input.current, input.tariff) : input.tariff, late };
}

/**
 * The percentage of its value a device keeps by whole years of age when the next period starts: the
 * value the next year's premium band is found with. Year 0 (under a year old) keeps it all; past the
 * table's end, its last figure. A product may have its own table (products.renewal_depreciation).
 */
export const RENEWAL_DEPRECIATION = [100, 80, 65, 50, 40] as const;

/** The most years a product's table may list. */
export const DEPRECIATION_MAX_YEARS = 10;

export type DepreciationTableProblem = 'empty' | 'too_long' | 'out_of_range' | 'increasing';

/** Why a product's depreciation table cannot be used, or null: 1 to 10 whole percentages, 1 to 100, never rising. */
export function depreciationTableProblem(table: readonly number[]): DepreciationTableProblem | null {
  if (table.length === 0) return 'empty';
  if (table.length > DEPRECIATION_MAX_YEARS) return 'too_long';
  if (table.some((p) => !Number.isInteger(p) || p < 1 || p > 100)) return 'out_of_range';
  if (table.some((p, i) => i > 0 && p > table[i - 1]!)) return 'increasing';
  return null;
}

/** Whole years from `from` to `on`, counted date to date. */
export function wholeYearsBetween(from: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(from.slice(0, 4));
  // The anniversary in the year of `on`, a 29 February one on the 28th in a common year.
  const anniversary = addMonths(from, years * 12);
  return Math.max(0, on < anniversary ? years - 1 : years);
}

/** The insured value for the next period, in cents: the value depreciated by the device's age then. */
export function depreciatedValue(
  valueCents: number,
  ageYears: number,
  table: readonly number[] = RENEWAL_DEPRECIATION,
): number {
  const percent = table[Math.min(ageYears, table.length - 1)] ?? 100;
  return Math.round((valueCents * percent) / 100);
}

export type DeclineRefusal = 'policy_ended' | 'already_declined' | 'already_renewed' | 'deadline_passed';

type DeclineCheck = { cancelled: boolean; termEnd: string; today: string; status: RenewalStatus };

function declineRefusal(input: DeclineCheck, deadline: string): DeclineRefusal | null {
  if (input.cancelled || input.today > input.termEnd) return 'policy_ended';
  if (input.status === 'declined' || input.status === 'not_renewable') return 'already_declined';
  if (input.status === 'renewed') return 'already_renewed';
  if (input.today > deadline) return 'deadline_passed';
  return null;
}

/**
 * Why the policyholder's opposition to the renewal cannot be taken today, or null. Their notice must
 * come at least a month before the period ends (art. 22): from the day after that deadline, only a
 * cancellation ends the policy.
 */
export const holderDeclineRefusal = (input: DeclineCheck) =>
  declineRefusal(input, holderObjectionDeadline(input.termEnd));

/** The insurer's refusal to renew: the same checks, with its own deadline of two months. */
export const insurerRefusalRefusal = (input: DeclineCheck) =>
  declineRefusal(input, insurerNoticeDeadline(input.termEnd));

/**
 * The renewal rate of the periods that came to their end: renewed over renewed plus not renewed
 * (declined by either side or not renewable), as a percentage with one decimal; null when none ended.
 */
export function renewalRate(counts: {
  renewed: number;
  declined: number;
  notRenewable: number;
}): number | null {
  const ended = counts.renewed + counts.declined + counts.notRenewable;
  return ended === 0 ? null : Math.round((counts.renewed / ended) * 1000) / 10;
}

/**
 * Today's premium per receipt at another periodicity, what a late notice may not exceed (renewalPremium)
 * when the next period changes it: the year's premium for one yearly receipt, a twelfth of it a month.
 */
export function premiumAtPeriodicity(
  current: { periodicity: number; premium: number; annualPremium: number },
  periodicity: number,
): number {
  if (periodicity === current.periodicity) return current.premium;
  return periodicity === 12 ? current.annualPremium : Math.round(current.annualPremium / 12);
}
