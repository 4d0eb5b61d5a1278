import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string | number | null;
  actor?: { id: number; role: string } | null;
  ip?: string | undefined;
  before?: unknown;
  after?: unknown;
};

const REDACTED = new Set(['password_hash', 'token_hash', 'card_reference']);

/** Secrets never reach the audit log, even hashed. */
function redact(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (key, v) => (REDACTED.has(key) ? '[oculto]' : v)));
}

const auditRow = (entry: AuditEntry) => ({
  action: entry.action,
  entity_type: entry.entityType,
  entity_id: entry.entityId === null ? null : String(entry.entityId),
  actor_user_id: entry.actor?.id ?? null,
  actor_role: entry.actor?.role ?? 'system',
  ip: entry.ip ?? null,
  before: redact(entry.before),
  after: redact(entry.after),
});

/** Call inside the transaction of the change, so the change and its audit row land together. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/** Many audit rows in one statement, for bulk changes (a CSV import's batch). */
export async function writeAudits(db: Executor, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries.map(auditRow));
}
