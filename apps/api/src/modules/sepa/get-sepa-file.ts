import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs, payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { findSepaFile } from './list-sepa-files.ts';
import type { SepaDebit } from './pain008-writer.ts';
import { returnedCounts, sepaFileView } from './sepa-file-view.ts';

/** One file with the receipts it charged (the back office pages through them on screen). */
export async function getSepaFile(db: Database, id: number) {
  const file = await findSepaFile(db, id);
  if (!file) throw new AppError('SEPA_FILE_NOT_FOUND');
  const [job] = file.job_id
    ? await db.select({ progress: jobs.progress }).from(jobs).where(eq(jobs.id, file.job_id))
    : [];
  const rows = await db
    .select({
      transaction_id: paymentTransactions.id,
      payment_id: paymentTransactions.payment_id,
      policy_id: payments.policy_id,
      policy_number: policies.number,
      amount_cents: paymentTransactions.amount_cents,
      end_to_end_id: paymentTransactions.reference,
      sequence_type: paymentTransactions.sepa_sequence_type,
      status: paymentTransactions.status,
      reason_code: paymentTransactions.reason_code,
      debit: paymentTransactions.gateway_response,
    })
    .from(paymentTransactions)
    .innerJoin(payments, eq(payments.id, paymentTransactions.payment_id))
    .innerJoin(policies, eq(policies.id, payments.policy_id))
    .where(and(eq(paymentTransactions.sepa_file_id, id), eq(paymentTransactions.kind, 'charge')))
    .orderBy(asc(paymentTransactions.id))
    .limit(5000);
  const receipts = rows.map(({ debit, ...r }) => ({
    ...r,
    debtor_name: (debit as SepaDebit | null)?.debtorName ?? null,
  }));
  const returned = await returnedCounts(db, [id]);
  return { ...sepaFileView(file, job?.progress ?? null, returned.get(id) ?? 0), receipts };
}

/** The stored XML of a generated file, as a download. */
export async function openSepaXml(db: Database, store: FileStore, id: number) {
  const file = await findSepaFile(db, id);
  if (!file) throw new AppError('SEPA_FILE_NOT_FOUND');
  if (!file.storage_key || file.status === 'generating' || file.status === 'failed')
    throw new AppError('SEPA_FILE_NOT_READY');
  const download = await store.get(file.storage_key);
  if (!download) throw new AppError('SEPA_FILE_NOT_READY');
  return { download, filename: `${file.message_id}.xml` };
}
