import type { User } from '@amparo/contract';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userDistributors, userStores, type users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** The API's user record (spec 3 user state): never the password hash or lock counters. */
export function toUserView(row: UserRow, distributorIds: number[], storeIds: number[]): User {
  return {
    id: row.id,
    role: row.role as User['role'],
    email: row.email,
    name: row.name,
    surname1: row.surname1,
    surname2: row.surname2,
    documentType: row.document_type,
    documentCode: row.document_code,
    phone: row.phone,
    employee: row.employee === 'S' ? 'S' : 'N',
    personType: row.person_type,
    distributor_ids: distributorIds,
    store_ids: storeIds,
    last_login_at: row.last_login_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** Adds the distributor and store assignments to each row, in two queries for the whole page. */
export async function withAssignments(db: Executor, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [distributors, stores] = await Promise.all([
    db.select().from(userDistributors).where(inArray(userDistributors.user_id, ids)),
    db.select().from(userStores).where(inArray(userStores.user_id, ids)),
  ]);
  return rows.map((row) =>
    toUserView(
      row,
      distributors.filter((d) => d.user_id === row.id).map((d) => d.distributor_id),
      stores.filter((s) => s.user_id === row.id).map((s) => s.store_id),
    ),
  );
}
