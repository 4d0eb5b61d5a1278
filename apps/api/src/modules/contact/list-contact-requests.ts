import type { ContactRequest } from '@amparo/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactRequests } from '../../db/schema/index.ts';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

export const toContactRequest = (row: ContactRequestRow): ContactRequest => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  preferred_slot: row.preferred_slot as ContactRequest['preferred_slot'],
  preferred_time: row.preferred_time?.toISOString() ?? null,
  reason: row.reason,
  source: row.source,
  status: row.status as ContactRequest['status'],
  closed_at: row.closed_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

export async function listContactRequests(
  db: Executor,
  query: { filter: { status?: 'open' | 'closed' | undefined }; page: number; per_page: number },
) {
  const where = query.filter.status ? eq(contactRequests.status, query.filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(contactRequests).where(where),
  ]);
  return {
    data: rows.map(toContactRequest),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}
