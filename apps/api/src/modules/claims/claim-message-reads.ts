import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimMessages } from '../../db/schema/index.ts';

/**
 * Marks one side's unread messages on a claim as read by the other (opening
 * the claim, or answering it), and says how many were.
 */
export async function markMessagesRead(
  db: Executor,
  claimId: number,
  writtenBy: 'customer' | 'staff',
  now: Date,
): Promise<number> {
  const marked = await db
    .update(claimMessages)
    .set({ read_at: now })
    .where(
      and(
        eq(claimMessages.claim_id, claimId),
        eq(claimMessages.author, writtenBy),
        isNull(claimMessages.read_at),
      ),
    )
    .returning({ id: claimMessages.id });
  return marked.length;
}
