import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimMessages, claims } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { markMessagesRead } from './claim-message-reads.ts';

export type ClaimMessageAttachment = { key: string; filename: string; mime: string; size: number };

/**
 * One message of a claim's conversation, in the caller's transaction, the same way for both
 * sides: the row, the other side's messages marked read (answering is reading), the claim
 * touched, and the audit. The caller mails the other side.
 */
export async function writeClaimMessage(
  tx: Executor,
  input: {
    claimId: number;
    author: 'customer' | 'staff';
    actor: Actor;
    body: string;
    attachment?: ClaimMessageAttachment | null;
    ip: string;
    now: Date;
  },
): Promise<number> {
  const { attachment = null } = input;
  const [message] = await tx
    .insert(claimMessages)
    .values({
      claim_id: input.claimId,
      author: input.author,
      user_id: input.actor.id,
      body: input.body,
      attachment_key: attachment?.key ?? null,
      attachment_filename: attachment?.filename ?? null,
      attachment_mime: attachment?.mime ?? null,
      attachment_size: attachment?.size ?? null,
      created_at: input.now,
    })
    .returning({ id: claimMessages.id });
  await markMessagesRead(tx, input.claimId, input.author === 'customer' ? 'staff' : 'customer', input.now);
  await tx.update(claims).set({ updated_at: input.now }).where(eq(claims.id, input.claimId));
  await writeAudit(tx, {
    action: 'claim.message',
    entityType: 'claim',
    entityId: input.claimId,
    actor: input.actor,
    ip: input.ip,
    after: {
      message_id: message!.id,
      author: input.author,
      ...(input.author === 'customer' ? { attachment_key: attachment?.key ?? null } : {}),
    },
  });
  return message!.id;
}
