import type { BookingRequestSchema, z } from '@amparo/contract';
import { spanishIdType } from '@amparo/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

type Holder = z.output<typeof BookingRequestSchema>['holder'];
export type Policyholder = typeof users.$inferSelect;

/**
 * The policyholder account a booking belongs to (docs/security.md, "Identity
 * of a policyholder"). An account is one person (DNI) at one address: a
 * booking joins an account only when both the DNI and the email are that
 * account's. Any other booking makes a new account, which its holder enters
 * with a code mailed to that address, so nobody reaches someone else's
 * policies by typing their email or their DNI. A staff email is no
 * exception: the booking makes a policyholder account apart from the staff
 * one (never the staff login), and the answer does not tell that the
 * address is a staff member's.
 */
export async function findOrCreatePolicyholder(tx: Executor, holder: Holder): Promise<Policyholder> {
  const email = holder.email.toLowerCase();
  const [same] = await tx
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        eq(users.document_code, holder.document_code),
        eq(users.role, 'policyholder'),
        isNull(users.deleted_at),
      ),
    );
  if (same) return same;
  const [created] = await tx
    .insert(users)
    .values({
      role: 'policyholder',
      email: holder.email,
      name: holder.name,
      surname1: holder.surname1,
      surname2: holder.surname2 ?? null,
      document_code: holder.document_code,
      document_type: spanishIdType(holder.document_code),
      phone: holder.phone,
      birth_date: holder.birth_date ?? null,
    })
    .returning();
  if (!created) throw new Error('The new policyholder was not returned');
  return created;
}
