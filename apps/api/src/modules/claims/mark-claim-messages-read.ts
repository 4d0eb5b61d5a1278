import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { accessibleClaim } from './claim-access.ts';
import { markMessagesRead } from './claim-message-reads.ts';

/**
 * `POST /claims/{id}/desk/messages/read` (claims.read): the desk opened the
 * claim, so the customer's messages are no longer unread in its list. The
 * claim page calls it when it shows them; a second call marks nothing.
 */
export async function markClaimMessagesRead(
  db: Database,
  actor: Actor,
  claimId: number,
  now: Date,
): Promise<{ marked: number }> {
  const { claim } = await accessibleClaim(db, actor, claimId, 'read');
  return { marked: await markMessagesRead(db, claim.id, 'customer', now) };
}

/**
 * `POST /claims/{id}/messages/read` (customer.area): the policyholder's claim page showed the
 * desk's messages, so the desk's thread reads 'Leído' under them. Only the holder's own claim
 * (anyone else's is 404, as every customer claim route).
 */
export async function markOwnClaimMessagesRead(
  db: Database,
  actor: Actor,
  claimId: number,
  now: Date,
): Promise<{ marked: number }> {
  const { claim } = await accessibleClaim(db, actor, claimId, 'read');
  return { marked: await markMessagesRead(db, claim.id, 'staff', now) };
}
