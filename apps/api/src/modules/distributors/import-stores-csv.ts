import {
  CSV_IMPORT_MAX_BYTES,
  type CsvRowIssue,
  STORE_IMPORT_COLUMNS,
  type StoreRow,
  StoreRowSchema,
} from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { readCsvFile } from '../../services/csv-import.ts';
import { type Context, findVisibleDistributor } from './distributor-view.ts';

export const STORES_IMPORT_QUEUE = 'stores.import';
export const STORES_IMPORT_STARTED = 'Importación de tiendas en marcha: sigue su progreso en esta ventana.';

export const STORE_CSV_MAX_ROWS = 5000;
export const STORE_CSV_MAX_BYTES = CSV_IMPORT_MAX_BYTES.stores;

export type StoresImportPayload = {
  distributorId: number;
  rows: { row: number; data: StoreRow }[];
  /** Rows refused before the job started (invalid, code repeated in the file), already reported. */
  issues: CsvRowIssue[];
  /** How many rows those issues are about (a row may have several). */
  refused: number;
  total: number;
  actor: { id: number; role: string };
  ip: string;
};

/** Each row checked with the store schema; a code seen earlier in the file is that row's error. */
export function checkStoreRows(rows: { row: number; cells: Record<string, string> }[]) {
  const issues: CsvRowIssue[] = [];
  const valid: StoresImportPayload['rows'] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of rows) {
    const parsed = StoreRowSchema.safeParse(cells);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        issues.push({ row, field: String(issue.path[0] ?? ''), message: issue.message });
      continue;
    }
    const previous = seen.get(parsed.data.code);
    if (previous) {
      issues.push({ row, field: 'code', message: `Código repetido en el fichero (fila ${previous})` });
      continue;
    }
    seen.set(parsed.data.code, row);
    valid.push({ row, data: parsed.data });
  }
  return { issues, valid };
}

/**
 * `POST /distributors/{id}/stores-csv` (spec 7): the distributor's stores
 * from a CSV. The file is read and every row checked here, at once (a file
 * that cannot be read is refused whole); the good rows become a job
 * (`stores.import`, run-stores-import.ts) that creates or updates them by code
 * in batches, and leaves the per-row report in the job's result. Bad rows never
 * stop the good ones.
 */
export async function importStoresCsv(
  db: Database,
  actor: Actor,
  distributorId: number,
  input: { fileBase64: string },
  context: Context,
): Promise<number> {
  const distributor = await findVisibleDistributor(db, actor, distributorId);
  const rows = readCsvFile(input.fileBase64, {
    columns: STORE_IMPORT_COLUMNS,
    maxRows: STORE_CSV_MAX_ROWS,
    maxBytes: STORE_CSV_MAX_BYTES,
  });
  const { issues, valid } = checkStoreRows(rows);
  const refused = rows.length - valid.length;
  const payload: StoresImportPayload = {
    distributorId: distributor.id,
    rows: valid,
    issues,
    refused,
    total: rows.length,
    actor: { id: actor.id, role: actor.role },
    ip: context.ip,
  };
  return db.transaction(async (tx) => {
    const jobId = await enqueueJob(tx, STORES_IMPORT_QUEUE, payload, {
      // One attempt (src/jobs/kinds.ts): each batch commits with its progress; a failure is reported.
      ownerUserId: actor.id,
      progress: { done: refused, total: rows.length, errors: refused },
    });
    await writeAudit(tx, {
      action: 'distributor.stores_import',
      entityType: 'distributor',
      entityId: distributor.id,
      actor,
      ip: context.ip,
      after: { job_id: jobId, rows: rows.length, refused_before_start: refused },
    });
    return jobId!;
  });
}
