import type { ContactRequest } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactRequests } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { toContactRequest } from './list-contact-requests.ts';

/** Staff close a call-me-back request once they have called. */
export async function closeContactRequest(
  db: Database,
  actor: Actor,
  id: number,
  context: { now: Date; ip: string },
): Promise<ContactRequest> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id)).for('update');
    if (!before) throw new AppError('CALL_REQUEST_NOT_FOUND');
    if (before.status === 'closed') throw new AppError('CALL_REQUEST_CLOSED');
    const [after] = await tx
      .update(contactRequests)
      .set({ status: 'closed', closed_by: actor.id, closed_at: context.now })
      .where(eq(contactRequests.id, id))
      .returning();
    await writeAudit(tx, {
      action: 'contact_request.close',
      entityType: 'contact_request',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after,
    });
    return toContactRequest(after!);
  });
}
