import { isWithinWithdrawal } from './cancellation.ts';
import { PolicyStatus } from './enums.ts';

/**
 * Cancellation (withdrawal) right, spec 5: 15 days after the contract, counted
 * as in cancellation.ts (the contract day is day 0, so a policy created on
 * 1 March can be withdrawn until the end of 16 March, Madrid time).
 * A cancelled policy cannot be withdrawn again; status is optional so the rule
 * also works with just `created_at`. The button itself uses
 * canShowWithdrawalButton, which also leaves drafts out.
 */
export function canWithdraw(policy: { created_at: string; status?: number | null }, now: Date): boolean {
  if (policy.status === PolicyStatus.CANCELLED) return false;
  return isWithinWithdrawal(policy.created_at, now);
}
