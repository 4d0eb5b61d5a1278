import type { User } from '@amparo/contract';
import type { Role } from '@amparo/domain';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { containsPattern } from '../../services/like-pattern.ts';
import { withAssignments } from './user-view.ts';
import { visibleUsers } from './user-visibility.ts';

export type UserListFilter = {
  role?: Role | undefined;
  search?: string | undefined;
  distributor_id?: number | undefined;
  store_id?: number | undefined;
};

function conditions(actor: Actor, filter: UserListFilter): SQL | undefined {
  const search = filter.search ? containsPattern(filter.search) : null;
  return and(
    isNull(users.deleted_at),
    visibleUsers(actor),
    filter.role ? eq(users.role, filter.role) : undefined,
    search
      ? or(
          ilike(users.email, search),
          ilike(users.name, search),
          ilike(users.surname1, search),
          ilike(users.document_code, search),
        )
      : undefined,
    filter.distributor_id
      ? sql`exists (select 1 from user_distributors ud where ud.user_id = ${users.id} and ud.distributor_id = ${filter.distributor_id})`
      : undefined,
    filter.store_id
      ? sql`exists (select 1 from user_stores us where us.user_id = ${users.id} and us.store_id = ${filter.store_id})`
      : undefined,
  );
}

export async function listUsers(
  db: Executor,
  actor: Actor,
  query: { filter: UserListFilter; page: number; per_page: number },
): Promise<{ data: User[]; meta: { page: number; per_page: number; total: number } }> {
  const where = conditions(actor, query.filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.surname1), asc(users.name), asc(users.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    data: await withAssignments(db, rows),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

/** All matching users, for the CSV export (no paging). */
export async function listAllUsers(db: Executor, actor: Actor, filter: UserListFilter): Promise<User[]> {
  const rows = await db.select().from(users).where(conditions(actor, filter)).orderBy(asc(users.id));
  return withAssignments(db, rows);
}
