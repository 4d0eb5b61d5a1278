import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { UserRow } from './user-view.ts';

/**
 * Which users an actor may see: all of them, or (distributor managers) the
 * staff assigned to their distributors or to those distributors' stores.
 */
export function visibleUsers(actor: Actor): SQL | undefined {
  if (actor.scope === 'all') return undefined;
  if (actor.scope === 'distributor' && actor.distributorIds.length > 0) {
    const ids = sql.join(
      actor.distributorIds.map((id) => sql`${id}`),
      sql`, `,
    );
    return sql`(exists (select 1 from user_distributors ud where ud.user_id = ${users.id} and ud.distributor_id in (${ids}))
      or exists (select 1 from user_stores us join stores s on s.id = us.store_id where us.user_id = ${users.id} and s.distributor_id in (${ids})))`;
  }
  return eq(users.id, actor.id);
}

/** A user the actor may see, or 404: never tell an outsider that the id exists. */
export async function findVisibleUser(db: Executor, actor: Actor, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deleted_at), visibleUsers(actor)));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}
