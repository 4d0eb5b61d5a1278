import { ClaimStatus } from '@amparo/domain';
import type { claims } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

/** What a desk change needs to know of the request: the time, where it came from, the site for mail links. */
export type DeskContext = { now: Date; ip: string; publicUrl: string };

/**
 * A claim the desk may change: sent (a draft is still the customer's to
 * finish) and open (a closed one is reopened first). Status changes and
 * comments apply their own rule (claimStatusTransition) or take closed claims.
 */
export function assertOnDesk(
  claim: Pick<typeof claims.$inferSelect, 'sent_at' | 'internal_status'>,
  options: { closedToo?: boolean } = {},
): void {
  if (!claim.sent_at) throw new AppError('CLAIM_NOT_SENT');
  if (!options.closedToo && claim.internal_status === ClaimStatus.CLOSED)
    throw new AppError('CLAIM_CLOSED_FOR_DESK');
}
