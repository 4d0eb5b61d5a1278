import { type CsvRowIssue, errorMessage, type UsersCsvResponse } from '@amparo/contract';
import { linkTo } from '@amparo/contract/links';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordResult, type TypedJob } from '../../jobs/queue.ts';
import { yieldToEventLoop } from '../../jobs/worker.ts';
import { type RenderedMail, renderMail } from '../../mails/index.ts';
import { writeAudits } from '../../services/audit.ts';
import { queueRenderedMails } from '../../services/mail.ts';
import { issueLinkTokens, newLinkToken } from '../../services/tokens.ts';
import { takenEmails, type UsersImportPayload } from './import-users-csv.ts';
import { newUserRow } from './new-user-row.ts';

/**
 * Rows per transaction. On the embedded database every query of the process
 * waits while a transaction is open, so a batch is what other requests may
 * wait at worst; docs/performance.md has /api/health's latency during a
 * 5,000-row import with this size.
 */
export const IMPORT_BATCH_ROWS = 200;

/**
 * The `users.import` job: creates the checked rows in batches, each in its own
 * transaction together with the job's progress, and leaves the per-row report
 * in jobs.result. A batch commits with its progress, so a rerun resumes after
 * the last committed batch instead of creating anyone twice.
 */
export async function runUsersImport(
  db: Database,
  job: Pick<TypedJob<'users.import'>, 'id' | 'payload' | 'progress' | 'result'>,
  context: { publicUrl: string; now: () => Date },
): Promise<void> {
  const { payload } = job;
  const { now } = context;
  const partial = (job.result as Partial<UsersCsvResponse> | null) ?? {};
  let created = partial.created ?? 0;
  const errors: CsvRowIssue[] = partial.errors ?? [...payload.issues];
  let next = (job.progress?.done ?? payload.issues.length) - payload.issues.length;

  while (next < payload.rows.length) {
    const batch = await prepareBatch(payload.rows.slice(next, next + IMPORT_BATCH_ROWS), context.publicUrl);
    await db.transaction(async (tx) => {
      // An email may have been taken since the file was checked (a user created by hand meanwhile).
      const taken = await takenEmails(
        tx,
        batch.map((r) => r.data.email),
      );
      const fresh = batch.filter((prepared) => !taken.has(prepared.data.email));
      for (const prepared of batch.filter((prepared) => taken.has(prepared.data.email)))
        errors.push({ row: prepared.row, field: 'email', message: errorMessage('USER_EMAIL_TAKEN') });
      await createInvitedUsers(tx, fresh, payload, now());
      created += fresh.length;
      next += batch.length;
      await recordResult(
        tx,
        job.id,
        { created, skipped: payload.total - created, errors },
        {
          progress: { done: payload.issues.length + next, total: payload.total, errors: errors.length },
          now: now(),
        },
      );
    });
    await yieldToEventLoop();
  }
  errors.sort((a, b) => a.row - b.row);
  const report: UsersCsvResponse = { created, skipped: payload.total - created, errors };
  await recordResult(db, job.id, report, { now: now() });
}

type PreparedRow = UsersImportPayload['rows'][number] & { linkToken: string; mail: RenderedMail };

/**
 * Draws each row's invitation token and renders its mail before the batch's
 * transaction: rendering is CPU work that would otherwise hold the database,
 * and the event loop gets a turn after each mail.
 */
async function prepareBatch(rows: UsersImportPayload['rows'], publicUrl: string): Promise<PreparedRow[]> {
  const prepared: PreparedRow[] = [];
  for (const row of rows) {
    const linkToken = newLinkToken();
    const mail = await renderMail('invitation', {
      name: row.data.name,
      invitationUrl: linkTo(publicUrl, 'adminResetPassword', { query: { token: linkToken } }),
    });
    prepared.push({ ...row, linkToken, mail });
    await yieldToEventLoop();
  }
  return prepared;
}

/**
 * A batch's users, their invitations, mails and audit rows, one statement
 * each: the transaction's length, which every other request may have to wait
 * for on the embedded database, hardly grows with the batch.
 */
async function createInvitedUsers(
  tx: Executor,
  batch: PreparedRow[],
  payload: UsersImportPayload,
  now: Date,
) {
  if (batch.length === 0) return;
  const rows = await tx
    .insert(users)
    .values(batch.map((prepared) => newUserRow(prepared.data, null)))
    .returning();
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const created = batch.map((prepared) => ({ prepared, row: byEmail.get(prepared.data.email)! }));
  await issueLinkTokens(
    tx,
    'invitation',
    created.map(({ prepared, row }) => ({ userId: row.id, linkToken: prepared.linkToken })),
    { now, ip: payload.ip },
  );
  await queueRenderedMails(
    tx,
    created.map(({ prepared, row }) => ({
      to: row.email,
      template: 'invitation' as const,
      rendered: prepared.mail,
      secrets: [prepared.linkToken],
    })),
  );
  await writeAudits(
    tx,
    created.map(({ row }) => ({
      action: 'user.import',
      entityType: 'user',
      entityId: row.id,
      actor: payload.actor,
      ip: payload.ip,
      after: row,
    })),
  );
}
