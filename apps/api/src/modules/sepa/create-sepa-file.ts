import { randomBytes } from 'node:crypto';
import { madridDate } from '@amparo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sepaFiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { dueFrom, dueOn, rowsOf } from './due-receipts.ts';
import { readSepaCreditor } from './sepa-settings.ts';

export const SEPA_GENERATE_QUEUE = 'sepa.generate';

/**
 * Staff ask for the file of a collection date: the row is written as
 * 'generating' with its job in one transaction, and the job does the work.
 * One file generates at a time (an advisory lock orders two requests), so two
 * files never claim the same receipt.
 */
export async function createSepaFile(
  db: Database,
  actor: Actor,
  input: { collection_date: string },
  context: { now: Date; ip: string },
) {
  const date = input.collection_date;
  const today = madridDate(context.now)!;
  if (date < today) throw new AppError('SEPA_COLLECTION_DATE_PAST');
  const limit = new Date(context.now.getTime() + 366 * 24 * 3600 * 1000);
  if (date > madridDate(limit)!) throw new AppError('SEPA_COLLECTION_DATE_TOO_FAR');
  await readSepaCreditor(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('amparo.sepa_files'))`);
    const [busy] = await tx
      .select({ id: sepaFiles.id })
      .from(sepaFiles)
      .where(eq(sepaFiles.status, 'generating'));
    if (busy) throw new AppError('SEPA_FILE_BUSY');
    const [due] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from ${dueFrom} where ${dueOn(date)}`),
    );
    if (!due || due.n === 0) throw new AppError('SEPA_NOTHING_DUE', { params: { date } });
    const messageId = `AMP-SDD-${date.replace(/-/g, '')}-${randomBytes(6).toString('hex')}`;
    const [file] = await tx
      .insert(sepaFiles)
      .values({
        message_id: messageId,
        collection_date: date,
        status: 'generating',
        total_cents: 0,
        transactions_count: 0,
        created_by: actor.id,
      })
      .returning();
    const jobId = await enqueueJob(
      tx,
      SEPA_GENERATE_QUEUE,
      { fileId: file!.id },
      {
        dedupeKey: `sepa-file-${file!.id}`,
        ownerUserId: actor.id,
        progress: { done: 0, total: due.n, errors: 0 },
      },
    );
    await tx.update(sepaFiles).set({ job_id: jobId }).where(eq(sepaFiles.id, file!.id));
    await writeAudit(tx, {
      action: 'sepa_file.create',
      entityType: 'sepa_file',
      entityId: file!.id,
      actor,
      ip: context.ip,
      after: { collection_date: date, message_id: messageId, due: due.n },
    });
    return { id: file!.id, job_id: jobId!, status: 'generating' as const };
  });
}
