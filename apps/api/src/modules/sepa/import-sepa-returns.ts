import { errorMessage, isErrorCode } from '@amparo/contract';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { jobs, payments, paymentTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Job } from '../../jobs/queue.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { parseReturnFile, type ReturnRow } from './parse-return-file.ts';
import { returnSepaCharge } from './return-sepa-charge.ts';
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
  const parsed = parseReturnFile(input.content);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        queue: SEPA_RETURNS_QUEUE,
        payload: { rows: parsed.rows, actorId: actor.id, actorRole: actor.role, ip: context.ip },
        max_attempts: 3,
        owner_user_id: actor.id,
        progress: { done: 0, total: parsed.rows.length, errors: 0 },
      })
      .returning({ id: jobs.id });
    await writeAudit(tx, {
      action: 'sepa_returns.import',
      entityType: 'job',
      entityId: job!.id,
      actor,
      ip: context.ip,
      after: { filename: input.filename ?? null, format: parsed.format, rows: parsed.rows.length },
    });
    return { job_id: job!.id, rows: parsed.rows.length };
  });
}

type ReportRow = {
  end_to_end_id: string;
  reason_code: string;
  ok: boolean;
  message: string;
  payment_id: number | null;
  policy_id: number | null;
};

/**
 * The 'sepa.returns' job: each row found by its end-to-end id (the reference
 * written into the pain.008) and returned; the per-row report goes to the
 * job's result. A row's report entry and the job's progress are written in the
 * transaction of its return, so a worker killed midway leaves every row either
 * returned and reported or neither: the rerun resumes at the first row not
 * reported (a row redone then is a row whose return never happened), and no
 * row of this file is reported as "already returned" by its own earlier run.
 */
export function createSepaReturnsHandler(publicUrl: string) {
  return async (job: Job, db: Database) => {
    const payload = job.payload as { rows: ReturnRow[]; actorId: number; actorRole: string; ip?: string };
    const representDays = await readRepresentDays(db);
    const actor = { id: payload.actorId, role: payload.actorRole };
    const report: ReportRow[] = [...((job.result as { rows?: ReportRow[] } | null)?.rows ?? [])];
    const total = payload.rows.length;
    const record = (executor: Executor, entry: ReportRow) => {
      report.push(entry);
      const errors = report.filter((r) => !r.ok).length;
      return executor
        .update(jobs)
        .set({
          progress: { done: report.length, total, errors },
          result: { rows: report },
          updated_at: new Date(),
        })
        .where(eq(jobs.id, job.id));
    };
    for (const row of payload.rows.slice(report.length)) {
      const base = { end_to_end_id: row.endToEndId, reason_code: row.reasonCode };
      const [charge] = await db
        .select({
          id: paymentTransactions.id,
          payment_id: paymentTransactions.payment_id,
          policy_id: payments.policy_id,
        })
        .from(paymentTransactions)
        .innerJoin(payments, eq(payments.id, paymentTransactions.payment_id))
        .where(
          and(eq(paymentTransactions.gateway, 'sepa'), eq(paymentTransactions.gateway_order, row.endToEndId)),
        );
      if (!charge) {
        await record(db, {
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
        await db.transaction(async (tx) => {
          const result = await returnSepaCharge(tx, {
            transactionId: charge.id,
            reasonCode: row.reasonCode,
            returnedAt: row.returnedOn ? new Date(`${row.returnedOn}T12:00:00Z`) : new Date(),
            representDays,
            actor,
            ip: payload.ip,
            publicUrl,
          });
          await record(tx, { ...base, ok: true, message: result.message, ...ids });
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const message = isErrorCode(error.code) ? error.message : errorMessage('CONFLICT');
        await record(db, { ...base, ok: false, message, ...ids });
      }
    }
  };
}
