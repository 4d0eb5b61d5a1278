import type { UpdateUserRequestSchema, User, z } from '@amparo/contract';
import { spanishIdType } from '@amparo/domain';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ARGON2_OPTIONS } from '../../db/seed/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { revokeUserTokens } from '../../services/tokens.ts';
import { assertEmailFree } from './create-user.ts';
import { withAssignments } from './user-view.ts';
import { findVisibleUser } from './user-visibility.ts';

export type UpdateUserInput = z.output<typeof UpdateUserRequestSchema>;

/** Changing the password or the role ends the user's open sessions. */
export async function updateUser(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateUserInput,
  context: { now: Date; ip: string },
): Promise<User> {
  const before = await findVisibleUser(db, actor, id);
  if (before.role === 'policyholder') {
    throw new AppError('POLICYHOLDER_EDITED_ELSEWHERE');
  }
  if (id === actor.id && input.role && input.role !== before.role) {
    throw new AppError('USER_SELF_ROLE_CHANGE');
  }
  if (input.email) await assertEmailFree(db, input.email, id);
  const passwordHash = input.password ? await hash(input.password, ARGON2_OPTIONS) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        email: input.email,
        name: input.name,
        surname1: input.surname1,
        surname2: input.surname2,
        role: input.role,
        phone: input.phone,
        employee: input.employee,
        document_code: input.documentCode,
        document_type:
          input.documentCode === undefined
            ? undefined
            : input.documentCode
              ? spanishIdType(input.documentCode)
              : null,
        password_hash: passwordHash,
        updated_at: context.now,
      })
      .where(eq(users.id, id))
      .returning();
    if (passwordHash || (input.role && input.role !== before.role)) {
      await revokeUserTokens(tx, id, context.now, ['login', 'password_reset', 'invitation']);
    }
    await writeAudit(tx, {
      action: 'user.update',
      entityType: 'user',
      entityId: id,
      actor,
      ip: context.ip,
      before,
      after: row,
    });
    const [view] = await withAssignments(tx, [row!]);
    return view!;
  });
}
