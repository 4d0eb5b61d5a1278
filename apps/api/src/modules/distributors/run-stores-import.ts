import type { CsvRowIssue, StoresImportReport } from '@amparo/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { distributors, stores } from '../../db/schema/index.ts';
import { recordResult, type TypedJob } from '../../jobs/queue.ts';
import { yieldToEventLoop } from '../../jobs/worker.ts';
import { type AuditEntry, writeAudits } from '../../services/audit.ts';
import { storeColumns } from '../stores/store-view.ts';
import type { StoresImportPayload } from './import-stores-csv.ts';

/** Rows per transaction: what other requests may wait for at worst on the embedded database. */
export const STORES_IMPORT_BATCH_ROWS = 200;

type Row = StoresImportPayload['rows'][number];

/**
 * The `stores.import` job: each batch in its own transaction with the job's
 * progress. A code that is new creates a store of the distributor; a code of
 * one of its stores updates that store (a deleted one comes back); a code of
 * ANOTHER distributor's store is that row's error, never a silent move
 * (docs/network.md). The per-row report ends in jobs.result.
 */
export async function runStoresImport(
  db: Database,
  job: Pick<TypedJob<'stores.import'>, 'id' | 'payload' | 'progress' | 'result'>,
  now: () => Date,
) {
  const { payload } = job;
  const partial = (job.result as Partial<StoresImportReport> | null) ?? {};
  let created = partial.created ?? 0;
  let updated = partial.updated ?? 0;
  const errors: CsvRowIssue[] = partial.errors ?? [...payload.issues];
  let next = (job.progress?.done ?? payload.refused) - payload.refused;

  while (next < payload.rows.length) {
    const batch = payload.rows.slice(next, next + STORES_IMPORT_BATCH_ROWS);
    await db.transaction(async (tx) => {
      const outcome = await writeBatch(tx, payload, batch, now());
      created += outcome.created;
      updated += outcome.updated;
      errors.push(...outcome.errors);
      next += batch.length;
      await recordResult(tx, job.id, report(created, updated, payload.total, errors), {
        progress: {
          done: payload.refused + next,
          total: payload.total,
          errors: failedRows(created, updated, next, payload.refused),
        },
        now: now(),
      });
    });
    await yieldToEventLoop();
  }
  errors.sort((a, b) => a.row - b.row);
  await recordResult(db, job.id, report(created, updated, payload.total, errors), { now: now() });
}

/** Rows refused so far: those refused before the start, and those of the batches done not written. */
const failedRows = (created: number, updated: number, processed: number, refused: number) =>
  refused + processed - created - updated;

const report = (
  created: number,
  updated: number,
  total: number,
  errors: CsvRowIssue[],
): StoresImportReport => ({
  created,
  updated,
  failed: total - created - updated,
  errors,
});

async function writeBatch(tx: Executor, payload: StoresImportPayload, batch: Row[], now: Date) {
  const errors: CsvRowIssue[] = [];
  // The distributor is read FOR SHARE: deleting it waits for this batch, and a batch after its deletion writes nothing.
  const [distributor] = await tx
    .select({ id: distributors.id })
    .from(distributors)
    .where(and(eq(distributors.id, payload.distributorId), isNull(distributors.deleted_at)))
    .for('share');
  if (!distributor) {
    for (const { row } of batch)
      errors.push({ row, field: '', message: 'El distribuidor se ha dado de baja durante la importación' });
    return { created: 0, updated: 0, errors };
  }
  const existing = await tx
    .select()
    .from(stores)
    .where(
      inArray(
        stores.code,
        batch.map((r) => r.data.code),
      ),
    );
  const byCode = new Map(existing.map((s) => [s.code, s]));
  const audits: AuditEntry[] = [];
  const fresh: Row[] = [];
  let updated = 0;
  for (const item of batch) {
    const current = byCode.get(item.data.code);
    if (!current) {
      fresh.push(item);
      continue;
    }
    if (current.distributor_id !== payload.distributorId) {
      errors.push({
        row: item.row,
        field: 'code',
        message: `El código ${item.data.code} es de una tienda de otro distribuidor: no se mueve desde una importación`,
      });
      continue;
    }
    const [after] = await tx
      .update(stores)
      .set({ ...storeColumns(item.data), deleted_at: null, updated_at: now })
      .where(eq(stores.id, current.id))
      .returning();
    updated += 1;
    audits.push(auditOf(payload, 'store.import_update', current.id, current, after));
  }
  let created = 0;
  if (fresh.length > 0) {
    // A code taken meanwhile (a store created by hand during the import) is skipped by the
    // database, not a failed batch, and reported on its row.
    const inserted = await tx
      .insert(stores)
      .values(
        fresh.map(({ data }) => ({
          ...storeColumns(data),
          code: data.code,
          name: data.name,
          distributor_id: payload.distributorId,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoNothing({ target: stores.code })
      .returning();
    const insertedCodes = new Set(inserted.map((s) => s.code));
    for (const item of fresh.filter((f) => !insertedCodes.has(f.data.code)))
      errors.push({
        row: item.row,
        field: 'code',
        message: `El código ${item.data.code} ya es de otra tienda`,
      });
    created = inserted.length;
    for (const row of inserted) audits.push(auditOf(payload, 'store.import_create', row.id, null, row));
  }
  await writeAudits(tx, audits);
  return { created, updated, errors };
}

const auditOf = (
  payload: StoresImportPayload,
  action: string,
  id: number,
  before: unknown,
  after: unknown,
): AuditEntry => ({
  action,
  entityType: 'store',
  entityId: id,
  actor: payload.actor,
  ip: payload.ip,
  before,
  after,
});
