import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { queueMail } from '../../services/mail.ts';
import { mailNewCode } from '../../services/mailed-code.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';

/**
 * The policyholder's contact data. The phone changes at once, on the account
 * and every policy of theirs. A new email only waits for proof: a code is
 * mailed to it and the old address is told; the change happens when the code
 * comes back (confirm-customer-email.ts, docs/security.md "Identity of a
 * policyholder"). Nothing is checked about the new address here, so the
 * answer says nothing about who else uses it.
 */
export async function updateCustomerContact(
  db: Database,
  actor: Actor,
  input: { email?: string | undefined; phone?: string | undefined },
  context: { now: Date; ip: string },
) {
  const [current] = await db.select().from(users).where(eq(users.id, actor.id));
  if (!current) throw new AppError('NOT_FOUND');
  const newEmail = input.email?.toLowerCase();
  const emailChanges = newEmail !== undefined && newEmail !== current.email.toLowerCase();
  if (emailChanges) {
    await hitRateLimit(db, `email-change-account:${actor.id}`, LIMITS.accessCodePerAccount, context.now);
  }
  await db.transaction(async (tx) => {
    if (input.phone) {
      await tx
        .update(users)
        .set({ phone: input.phone, updated_at: context.now })
        .where(eq(users.id, actor.id));
      await tx
        .update(policies)
        .set({ phone: input.phone, updated_at: context.now })
        .where(eq(policies.policyholder_id, actor.id));
      await writeAudit(tx, {
        action: 'customer.update_contact',
        entityType: 'user',
        entityId: actor.id,
        actor,
        ip: context.ip,
        before: { phone: current.phone },
        after: { phone: input.phone },
      });
    }
    if (emailChanges) {
      // The code is bound to the new address: it proves this address and no other.
      await mailNewCode(
        tx,
        {
          user: current,
          to: newEmail,
          purpose: 'email_change',
          template: 'email-change-code',
          bind: newEmail,
        },
        context,
      );
      await queueMail(tx, {
        to: current.email,
        template: 'email-change-notice',
        data: { name: current.name, newEmail },
      });
      await writeAudit(tx, {
        action: 'customer.email_change_requested',
        entityType: 'user',
        entityId: actor.id,
        actor,
        ip: context.ip,
        after: { pending_email: newEmail },
      });
    }
  });
  if (emailChanges) {
    return {
      message: `Te hemos enviado un código de 6 cifras a ${newEmail}. Escríbelo para confirmar el cambio de correo; hasta entonces seguimos usando el actual.`,
    };
  }
  return { message: 'Datos de contacto actualizados' };
}
