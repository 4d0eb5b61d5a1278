import { errorMessage, isErrorCode } from '@amparo/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { payments, paymentTransactions, sepaReturnRows } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob, type Job, recordResult, reportProgress, type TypedJob } from '../../jobs/queue.ts';
import { yieldToEventLoop } from '../../jobs/worker.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { parseReturnFile, type ReturnRow } from './parse-return-file.ts';
import { type ReturnInput, returnSepaCharge } from './return-sepa-charge.ts';
import { readRepresentDays } from './sepa-settings.ts';

export const SEPA_RETURNS_QUEUE = 'sepa.returns';

/**
 * Staff upload the bank's return file: it is parsed now (a bad file is refused
 * at once, nothing queued) and its rows applied by a job, each in its own
 * transaction, so one bad row never holds back the others.
 */
export async function importSepaReturns(
  db: Database,
  actor: Actor,
  input: { filename?: string | undefined; content: string },
  context: { now: Date; ip: string },
) {
  const parsed = await parseReturnFile(input.content);
  return db.transaction(async (tx) => {
    const jobId = await enqueueJob(
      tx,
      SEPA_RETURNS_QUEUE,
      { rows: parsed.rows, actorId: actor.id, actorRole: actor.role, ip: context.ip },
      { ownerUserId: actor.id, progress: { done: 0, total: parsed.rows.length, errors: 0 } },
    );
    await writeAudit(tx, {
      action: 'sepa_returns.import',
      entityType: 'job',
      entityId: jobId,
      actor,
      ip: context.ip,
      after: { filename: input.filename ?? null, format: parsed.format, rows: parsed.rows.length },
    });
    return { job_id: jobId!, rows: parsed.rows.length };
  });
}

/**
 * A batch (one transaction) ends after this many rows or once it has run this long, whichever comes
 * first: what a request waits for at worst on the embedded database. Rows of no charge cost nothing,
 * a real return some milliseconds (its mail is rendered), tens on a busy embedded database.
 */
export const SEPA_RETURNS_BATCH_ROWS = 25;
export const SEPA_RETURNS_BATCH_MS = 50;

type ReportEntry = Omit<typeof sepaReturnRows.$inferInsert, 'job_id' | 'position' | 'created_at'>;

/**
 * The 'sepa.returns' job: each row found by its end-to-end id (the reference
 * written into the pain.008) and returned. Rows go in batches, each in one
 * short transaction with its report rows (sepa_return_rows) and the job's
 * progress, and the event loop gets a turn between batches, so requests never
 * wait for more than a batch. A row whose return is refused is rolled back to
 * its savepoint and reported, so one bad row never holds back the others. A
 * worker killed midway leaves every row either returned and reported or
 * neither: the rerun resumes at the first row not reported (a row redone then
 * is a row whose return never happened), and no row of this file is reported
 * as "already returned" by its own earlier run. The finished report is copied
 * once into the job's result, where GET /jobs/{id} shows it.
 */
export function createSepaReturnsHandler(publicUrl: string, now: () => Date) {
  return async (job: TypedJob<'sepa.returns'>, db: Database) => {
    const { payload } = job;
    const representDays = await readRepresentDays(db);
    const apply = { actor: { id: payload.actorId, role: payload.actorRole }, ip: payload.ip, publicUrl };
    const total = payload.rows.length;
    await carryOverOldReport(db, job);
    const [reported] = await db
      .select({ done: count(), errors: count(sql`case when not ${sepaReturnRows.ok} then 1 end`) })
      .from(sepaReturnRows)
      .where(eq(sepaReturnRows.job_id, job.id));
    let { done, errors } = reported!;
    while (done < total) {
      const first = done;
      const batch = payload.rows.slice(first, first + SEPA_RETURNS_BATCH_ROWS);
      const progress = await db.transaction(async (tx) => {
        const entries = await returnBatch(tx, batch, { ...apply, representDays, now: now() });
        await tx
          .insert(sepaReturnRows)
          .values(entries.map((entry, i) => ({ ...entry, job_id: job.id, position: first + i })));
        const after = {
          done: first + entries.length,
          total,
          errors: errors + entries.filter((entry) => !entry.ok).length,
        };
        await reportProgress(tx, job.id, after, now());
        return after;
      });
      ({ done, errors } = progress);
      await yieldToEventLoop();
    }
    const report = await db
      .select()
      .from(sepaReturnRows)
      .where(eq(sepaReturnRows.job_id, job.id))
      .orderBy(asc(sepaReturnRows.position));
    await recordResult(
      db,
      job.id,
      { rows: report.map(({ job_id, position, created_at, ...row }) => row) },
      { now: now() },
    );
  };
}

/**
 * A job started before the report had its table (migration 0018) kept it in its result: those rows
 * are moved to the table once, so its rerun resumes after them as well.
 */
async function carryOverOldReport(db: Database, job: Job) {
  const old = (job.result as { rows?: ReportEntry[] } | null)?.rows;
  if (!old?.length) return;
  await db
    .insert(sepaReturnRows)
    .values(old.map((entry, position) => ({ ...entry, job_id: job.id, position })))
    .onConflictDoNothing();
}

/**
 * The rows of a batch, each returned in its own savepoint of `tx`, until the batch's time is up (at
 * least one row); the report entry of each row done, in order.
 */
async function returnBatch(
  tx: Transaction,
  batch: ReturnRow[],
  context: Pick<ReturnInput, 'actor' | 'ip' | 'publicUrl' | 'representDays'> & { now: Date },
): Promise<ReportEntry[]> {
  const charges = await tx
    .select({
      id: paymentTransactions.id,
      gateway_order: paymentTransactions.gateway_order,
      payment_id: paymentTransactions.payment_id,
      policy_id: payments.policy_id,
    })
    .from(paymentTransactions)
    .innerJoin(payments, eq(payments.id, paymentTransactions.payment_id))
    .where(
      and(
        eq(paymentTransactions.gateway, 'sepa'),
        inArray(
          paymentTransactions.gateway_order,
          batch.map((row) => row.endToEndId),
        ),
      ),
    )
    .orderBy(asc(paymentTransactions.id));
  const byReference = new Map<string, (typeof charges)[number]>();
  for (const charge of charges)
    if (!byReference.has(charge.gateway_order!)) byReference.set(charge.gateway_order!, charge);
  const entries: ReportEntry[] = [];
  const started = performance.now();
  for (const row of batch) {
    if (entries.length > 0 && performance.now() - started > SEPA_RETURNS_BATCH_MS) break;
    const base = { end_to_end_id: row.endToEndId, reason_code: row.reasonCode };
    const charge = byReference.get(row.endToEndId);
    if (!charge) {
      entries.push({
        ...base,
        ok: false,
        message: 'No hay ningún cobro con esta referencia',
        payment_id: null,
        policy_id: null,
      });
      continue;
    }
    const ids = { payment_id: charge.payment_id, policy_id: charge.policy_id };
    try {
      const result = await tx.transaction((savepoint) =>
        returnSepaCharge(savepoint, {
          ...context,
          transactionId: charge.id,
          reasonCode: row.reasonCode,
          returnedAt: row.returnedOn ? new Date(`${row.returnedOn}T12:00:00Z`) : context.now,
        }),
      );
      entries.push({ ...base, ok: true, message: result.message, ...ids });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const message = isErrorCode(error.code) ? error.message : errorMessage('CONFLICT');
      entries.push({ ...base, ok: false, message, ...ids });
    }
  }
  return entries;
}
