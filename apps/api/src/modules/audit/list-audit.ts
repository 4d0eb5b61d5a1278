import type { AuditEntry } from '@amparo/contract';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { prefixPattern } from '../../services/like-pattern.ts';

export type AuditFilter = {
  entity_type?: string | undefined;
  entity_id?: string | undefined;
  actor_user_id?: number | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** Newest first; `to` is inclusive of the whole day (Madrid days are close enough to UTC for a filter). */
export async function listAudit(
  db: Executor,
  query: { filter: AuditFilter; page: number; per_page: number },
) {
  const f = query.filter;
  const where = and(
    f.entity_type ? eq(auditLog.entity_type, f.entity_type) : undefined,
    f.entity_id ? eq(auditLog.entity_id, f.entity_id) : undefined,
    f.actor_user_id ? eq(auditLog.actor_user_id, f.actor_user_id) : undefined,
    f.action ? sql`${auditLog.action} like ${prefixPattern(f.action)}` : undefined,
    f.from ? gte(auditLog.created_at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to
      ? lt(auditLog.created_at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor_email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actor_user_id))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const data: AuditEntry[] = rows.map(({ entry, actor_email }) => ({
    ...entry,
    actor_email,
    created_at: entry.created_at.toISOString(),
  }));
  return { data, meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 } };
}
