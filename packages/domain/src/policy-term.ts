import { addDays } from './madrid-time.ts';
import { addMonths } from './pricing.ts';

/**
 * The policy's term (Ley 50/1980 de Contrato de Seguro, art. 22): the policy states its duration;
 * ours is one year from the day cover starts, extended by one more year each time unless a party
 * objects in writing, the policyholder at least one month and the insurer at least two months
 * before the term ends.
 */
export const POLICY_TERM_MONTHS = 12;
export const HOLDER_OBJECTION_MONTHS = 1;
export const INSURER_OBJECTION_MONTHS = 2;

/**
 * The last day of the first term: the day before the anniversary of `startsOn`. A term started on
 * 29 February has no anniversary day in a common year: by the Civil Code's art. 5 (a period of
 * years counted date to date ends on the month's last day when it lacks that date) it ends on the 28th.
 */
export function termEndOf(startsOn: string): string {
  const anniversary = addMonths(startsOn, POLICY_TERM_MONTHS);
  return anniversary.slice(8) === startsOn.slice(8) ? addDays(anniversary, -1) : anniversary;
}

/** The last day the policyholder can object to the renewal: one month before the term ends. */
export function holderObjectionDeadline(termEnd: string): string {
  return addMonths(addDays(termEnd, 1), -HOLDER_OBJECTION_MONTHS);
}
