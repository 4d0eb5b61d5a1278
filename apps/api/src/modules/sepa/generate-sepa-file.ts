import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sepaFiles } from '../../db/schema/index.ts';
import { recordResult, reportProgress, type TypedJob } from '../../jobs/queue.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { claimDueReceipts, settleClaimedReceipts } from './collect-sepa-debits.ts';
import { readSepaCreditor } from './sepa-settings.ts';
import { writeSepaXml } from './write-sepa-xml.ts';

/**
 * The 'sepa.generate' job: claim the due receipts, settle them in batches
 * (a direct debit counts as paid when its file goes to the bank, see
 * docs/payments.md), write the XML from the ledger and mark the file
 * generated. Every step is safe to run again: a rerun claims nothing twice,
 * skips receipts already settled and rewrites the same XML.
 */
export function createSepaGenerateHandler(store: FileStore, now: () => Date) {
  return async (job: TypedJob<'sepa.generate'>, db: Database) => {
    const { fileId } = job.payload;
    const [file] = await db.select().from(sepaFiles).where(eq(sepaFiles.id, fileId));
    if (file?.status !== 'generating') return;
    const progress = (done: number, total: number, errors: number) =>
      reportProgress(db, job.id, { done, total, errors }, now());
    try {
      const creditor = await readSepaCreditor(db);
      // The moment the file is generated is when its receipts count as paid.
      const generatedAt = now();
      const total = await claimDueReceipts(db, file);
      await progress(0, total, 0);
      const { errors } = await settleClaimedReceipts(db, file, generatedAt, (done, errs) =>
        progress(done, total, errs),
      );
      // The file's creation time as CreDtTm: a rerun writes the very same bytes.
      const written = await writeSepaXml(db, store, file, creditor, file.created_at);
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
        await db
          .update(sepaFiles)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(sepaFiles.id, file.id));
      }
      throw error;
    }
  };
}
