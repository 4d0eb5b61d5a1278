import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { guessCode, revokeUserTokens, spendToken } from '../../services/tokens.ts';

/**
 * Makes a pending email change real once the code mailed to the new address
 * comes back: the address is then proven (docs/security.md, "Identity of a
 * policyholder"). Five wrong guesses kill the code. Like a staff password
 * change, it ends the customer's other sessions and any code still waiting in
 * a mailbox; the session that confirmed stays.
 */
export async function confirmCustomerEmail(
  db: Database,
  actor: Actor,
  input: { email: string; code: string },
  context: { now: Date; ip: string },
) {
  const email = input.email.toLowerCase();
  const tokenId = await guessCode(db, actor.id, 'email_change', `${email}:${input.code}`, context.now);
  if (tokenId === null) throw new AppError('ACCESS_CODE_INVALID');
  await db.transaction(async (tx) => {
    if (!(await spendToken(tx, tokenId, context.now))) throw new AppError('ACCESS_CODE_INVALID');
    const [current] = await tx.select().from(users).where(eq(users.id, actor.id));
    if (!current) throw new AppError('NOT_FOUND');
    // The mailbox is proven now, so its owner may learn that the address cannot be used: a staff
    // login, or another account of this same person (same DNI) already there.
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${email}`,
          isNull(users.deleted_at),
          ne(users.id, actor.id),
          or(
            ne(users.role, 'policyholder'),
            current.document_code ? eq(users.document_code, current.document_code) : sql`false`,
          ),
        ),
      );
    if (clash) throw new AppError('USER_EMAIL_TAKEN');
    await tx.update(users).set({ email, updated_at: context.now }).where(eq(users.id, actor.id));
    await tx
      .update(policies)
      .set({ email, updated_at: context.now })
      .where(eq(policies.policyholder_id, actor.id));
    await revokeUserTokens(
      tx,
      actor.id,
      context.now,
      ['login', 'access_code', 'email_change'],
      actor.tokenId,
    );
    await writeAudit(tx, {
      action: 'customer.update_contact',
      entityType: 'user',
      entityId: actor.id,
      actor,
      ip: context.ip,
      before: { email: current.email },
      after: { email },
    });
  });
  return { message: 'Correo confirmado: a partir de ahora usamos esta dirección' };
}
