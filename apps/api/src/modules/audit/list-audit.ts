import type { AuditEntry } from '@amparo/contract';
import { addDays, madridStartOfDay } from '@amparo/domain';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { keysetChunks } from '../../services/keyset-chunks.ts';
import { prefixPattern } from '../../services/like-pattern.ts';

export type AuditFilter = {
  entity_type?: string | undefined;
  entity_id?: string | undefined;
  actor_user_id?: number | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** `to` is inclusive of the whole day (Madrid days are close enough to UTC for a filter). */
function auditConditions(f: AuditFilter): SQL | undefined {
  return and(
    f.entity_type ? eq(auditLog.entity_type, f.entity_type) : undefined,
    f.entity_id ? eq(auditLog.entity_id, f.entity_id) : undefined,
    f.actor_user_id ? eq(auditLog.actor_user_id, f.actor_user_id) : undefined,
    f.action ? sql`${auditLog.action} like ${prefixPattern(f.action)}` : undefined,
    // Madrid days, as the back office shows them.
    f.from ? gte(auditLog.created_at, madridStartOfDay(f.from)) : undefined,
    f.to ? lt(auditLog.created_at, madridStartOfDay(addDays(f.to, 1))) : undefined,
  );
}

const rowsQuery = (db: Executor, where: SQL | undefined) =>
  db
    .select({ entry: auditLog, actor_email: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .where(where)
    .orderBy(desc(auditLog.id));

type Row = Awaited<ReturnType<typeof rowsQuery>>[number];

const toEntry = ({ entry, actor_email }: Row): AuditEntry => ({
  ...entry,
  actor_email,
  created_at: entry.created_at.toISOString(),
});

/** Newest first. */
export async function listAudit(
  db: Executor,
  query: { filter: AuditFilter; page: number; per_page: number },
) {
  const where = auditConditions(query.filter);
  const [rows, [total]] = await Promise.all([
    rowsQuery(db, where)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    data: rows.map(toEntry),
    meta: { page: query.page, per_page: query.per_page, total: total?.n ?? 0 },
  };
}

/** The whole filtered log, newest first, in keyset chunks by id (for the CSV export). */
export async function* streamAudit(
  db: Executor,
  filter: AuditFilter,
  chunk = 2000,
): AsyncGenerator<AuditEntry[]> {
  const base = auditConditions(filter);
  const chunks = keysetChunks<Row>(
    (last) => rowsQuery(db, last ? and(base, lt(auditLog.id, last.entry.id)) : base).limit(chunk),
    chunk,
  );
  for await (const rows of chunks) yield rows.map(toEntry);
}
