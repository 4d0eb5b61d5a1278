import type { User } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { withAssignments } from '../users/user-view.ts';
import { findVisibleUser } from '../users/user-visibility.ts';

/** GET /users/me: the logged-in person's own user, with their assignments. */
export async function getCurrentUser(db: Executor, actor: Actor): Promise<User> {
  const [me] = await withAssignments(db, [await findVisibleUser(db, { ...actor, scope: 'own' }, actor.id)]);
  return me!;
}
