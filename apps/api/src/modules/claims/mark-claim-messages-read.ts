import type { Database } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { accessibleClaim } from './claim-access.ts';
import { markMessagesRead } from './claim-message-reads.ts';

/**
 * The claim page showed the other side's messages, so they are read:
 * - `POST /claims/{id}/desk/messages/read` (claims.read, reader 'staff'): the customer's messages are
 *   no longer unread in the desk's list;
 * - `POST /claims/{id}/messages/read` (customer.area, reader 'customer', the holder's own claim only):
 *   the desk's thread reads 'Leído por el cliente' under its messages.
 * Each page calls it when it shows new messages; a second call marks nothing.
 */
export async function markClaimMessagesRead(
  db: Database,
  actor: Actor,
  claimId: number,
  reader: 'staff' | 'customer',
  now: Date,
): Promise<{ marked: number }> {
  const { claim } = await accessibleClaim(db, actor, claimId, 'read');
  return { marked: await markMessagesRead(db, claim.id, reader === 'staff' ? 'customer' : 'staff', now) };
}
