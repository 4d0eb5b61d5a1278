import type { CreateUserRequestSchema, User, z } from '@amparo/contract';
import { hash } from '@node-rs/argon2';
import { and, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ARGON2_OPTIONS } from '../../db/seed/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { newUserRow } from './new-user-row.ts';
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
    const [row] = await tx.insert(users).values(newUserRow(input, passwordHash)).returning();
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
