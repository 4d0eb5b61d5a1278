import type { CreateUserRequestSchema, User, z } from '@amparo/contract';
import { spanishIdType } from '@amparo/domain';
import { hash } from '@node-rs/argon2';
import { and, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ARGON2_OPTIONS } from '../../db/seed/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { toUserView } from './user-view.ts';

export type CreateUserInput = z.output<typeof CreateUserRequestSchema>;

export async function assertEmailFree(db: Executor, email: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deleted_at)));
  if (taken && taken.id !== exceptId) throw new AppError('USER_EMAIL_TAKEN');
}

/** Creates a staff user; the password is hashed with argon2id before it touches the database. */
export async function createUser(
  db: Database,
  actor: Actor,
  input: CreateUserInput,
  context: { ip: string },
): Promise<User> {
  await assertEmailFree(db, input.email);
  const passwordHash = await hash(input.password, ARGON2_OPTIONS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        role: input.role,
        email: input.email,
        password_hash: passwordHash,
        name: input.name,
        surname1: input.surname1 ?? null,
        surname2: input.surname2 ?? null,
        phone: input.phone ?? null,
        document_code: input.documentCode ?? null,
        document_type: input.documentCode ? spanishIdType(input.documentCode) : null,
        employee: input.employee ?? 'N',
      })
      .returning();
    await writeAudit(tx, {
      action: 'user.create',
      entityType: 'user',
      entityId: row!.id,
      actor,
      ip: context.ip,
      after: row,
    });
    return toUserView(row!, [], []);
  });
}
