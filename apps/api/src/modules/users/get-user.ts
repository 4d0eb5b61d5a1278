import type { User } from '@amparo/contract';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { withAssignments } from './user-view.ts';
import { findVisibleUser } from './user-visibility.ts';

/** GET /users/:id: a user the caller may see (404 otherwise), with their assignments. */
export async function getUser(db: Executor, actor: Actor, id: number): Promise<User> {
  const [user] = await withAssignments(db, [await findVisibleUser(db, actor, id)]);
  return user!;
}
