import { WITHDRAWAL_DAYS } from './constants.ts';
import { PolicyStatus } from './enums.ts';
import { daysBetween, madridDate } from './madrid-time.ts';

/**
 * Cancellation (withdrawal) right, spec 5: 15 days after the contract. Counted
 * in Madrid calendar days like a legal period: the contract day is day 0, so a
 * policy created on 1 March can be withdrawn until the end of 16 March.
 * A cancelled policy cannot be withdrawn again; status is optional so the rule
 * also works with just `created_at`.
 */
export function canWithdraw(policy: { created_at: string; status?: number | null }, now: Date): boolean {
  if (policy.status === PolicyStatus.CANCELLED) return false;
  const created = madridDate(policy.created_at);
  const today = madridDate(now);
  if (!created || !today) return false;
  const days = daysBetween(created, today);
  return days >= 0 && days <= WITHDRAWAL_DAYS;
}
