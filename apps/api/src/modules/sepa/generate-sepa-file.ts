import { madridDate } from '@amparo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, paymentTransactions, sepaFiles } from '../../db/schema/index.ts';
import { recordResult, reportProgress, type TypedJob } from '../../jobs/queue.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { collectDueDebits } from './collect-sepa-debits.ts';
import { pendingSepaCharge } from './pending-sepa-charge.ts';
import { claimDueReceipts, presentClaimedReceipts } from './present-sepa-debits.ts';

/** The reason on the debits of a file that failed to generate: they never went to the bank. */
export const FILE_FAILED = 'REMESA_FALLIDA';

import { readSepaCreditor } from './sepa-settings.ts';
import { writeSepaXml } from './write-sepa-xml.ts';

/**
 * The 'sepa.generate' job: claim the due receipts, present them in batches (a pending SEPA
 * charge each: the receipt is paid on the collection date, not now, see docs/payments.md),
 * write the XML from the ledger and mark the file generated. A file collected today is
 * collected at once. Every step is safe to run again: a rerun claims nothing twice, skips
 * receipts already presented and rewrites the same XML.
 */
export function createSepaGenerateHandler(store: FileStore, now: () => Date, publicUrl?: string) {
  return async (job: TypedJob<'sepa.generate'>, db: Database) => {
    const { fileId } = job.payload;
    const [file] = await db.select().from(sepaFiles).where(eq(sepaFiles.id, fileId));
    if (file?.status !== 'generating') return;
    const progress = (done: number, total: number, errors: number) =>
      reportProgress(db, job.id, { done, total, errors }, now());
    try {
      const creditor = await readSepaCreditor(db);
      const generatedAt = now();
      const total = await claimDueReceipts(db, file);
      await progress(0, total, 0);
      await presentClaimedReceipts(db, file, generatedAt, (done) => progress(done, total, 0));
      const errors = 0;
      // The file's creation time as CreDtTm: a rerun writes the very same bytes.
      const written = await writeSepaXml(db, store, file, creditor, file.created_at);
      // A file for today is collected at once, before it reads as generated: whoever sees it
      // generated sees its receipts paid.
      const today = madridDate(generatedAt)!;
      if (file.collection_date <= today)
        await collectDueDebits(db, today, { now: generatedAt, publicUrl, fileId: file.id });
      await db
        .update(sepaFiles)
        .set({
          status: 'generated',
          storage_key: written.stored.key,
          transactions_count: written.count,
          total_cents: written.sumCents,
          error: null,
          updated_at: generatedAt,
        })
        .where(eq(sepaFiles.id, file.id));
      await recordResult(
        db,
        job.id,
        { sepa_file_id: file.id, transactions_count: written.count, total_cents: written.sumCents },
        { progress: { done: written.count, total: written.count + errors, errors }, now: now() },
      );
    } catch (error) {
      // The last attempt leaves the file visible as failed; earlier ones retry.
      if (job.attempts >= job.max_attempts) {
        await db.transaction(async (tx) => {
          await tx
            .update(sepaFiles)
            .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
            .where(eq(sepaFiles.id, file.id));
          // The file never reaches the bank: its debits are closed, and the receipts are due again.
          await tx
            .update(paymentTransactions)
            .set({ status: 'ko', reason_code: FILE_FAILED, updated_at: now() })
            .where(and(eq(paymentTransactions.sepa_file_id, file.id), pendingSepaCharge()));
          await tx
            .update(payments)
            .set({ sepa_file_id: null })
            .where(and(eq(payments.sepa_file_id, file.id), isNull(payments.payment_date)));
        });
      }
      throw error;
    }
  };
}
