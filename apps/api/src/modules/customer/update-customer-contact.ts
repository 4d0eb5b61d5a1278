import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, users } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { assertEmailFree } from '../users/create-user.ts';

/** The policyholder's contact data, on the account and on every policy of theirs, audited. */
export async function updateCustomerContact(
  db: Database,
  actor: Actor,
  input: { email?: string | undefined; phone?: string | undefined },
  context: { now: Date; ip: string },
) {
  if (input.email) await assertEmailFree(db, input.email, actor.id);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, actor.id));
    await tx
      .update(users)
      .set({ email: input.email, phone: input.phone, updated_at: context.now })
      .where(eq(users.id, actor.id));
    await tx
      .update(policies)
      .set({ email: input.email, phone: input.phone, updated_at: context.now })
      .where(eq(policies.policyholder_id, actor.id));
    await writeAudit(tx, {
      action: 'customer.update_contact',
      entityType: 'user',
      entityId: actor.id,
      actor,
      ip: context.ip,
      before,
      after: { email: input.email ?? before?.email, phone: input.phone ?? before?.phone },
    });
  });
  return { message: 'Datos de contacto actualizados' };
}
