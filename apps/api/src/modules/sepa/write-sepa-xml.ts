import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FileStore, StoredFile } from '../../services/files/file-store.ts';
import { rowsOf } from './due-receipts.ts';
import { type SepaBatch, type SepaCreditor, type SepaDebit, writePain008 } from './pain008-writer.ts';

/** Debits read per query while writing: the file streams, memory holds one page. */
export const WRITE_PAGE = 2000;

type FileRef = { id: number; collection_date: string; message_id: string };

/** The file's charges of one sequence type, page by page in id order (keyset). */
async function* debitsOf(db: Executor, fileId: number, sequenceType: string): AsyncGenerator<SepaDebit> {
  let afterId = 0;
  for (;;) {
    const rows = rowsOf<{ id: number; gateway_response: SepaDebit }>(
      await db.execute(sql`select id, gateway_response from payment_transactions
        where sepa_file_id = ${fileId} and kind = 'charge' and sepa_sequence_type = ${sequenceType}
          and id > ${afterId}
        order by id limit ${WRITE_PAGE}`),
    );
    for (const row of rows) yield row.gateway_response;
    if (rows.length < WRITE_PAGE) return;
    afterId = rows.at(-1)!.id;
  }
}

/**
 * Writes the pain.008 of a file from its ledger: one PmtInf per sequence type
 * (all share the file's collection date), totals from one aggregate query,
 * debits streamed into the file store.
 */
export async function writeSepaXml(
  db: Executor,
  store: FileStore,
  file: FileRef,
  creditor: SepaCreditor,
  createdAt: Date,
): Promise<{ stored: StoredFile; count: number; sumCents: number }> {
  const totals = rowsOf<{ seq: 'FRST' | 'RCUR'; n: number; cents: string | number }>(
    await db.execute(sql`select sepa_sequence_type as seq, count(*)::int as n, sum(amount_cents) as cents
      from payment_transactions where sepa_file_id = ${file.id} and kind = 'charge'
      group by sepa_sequence_type order by sepa_sequence_type`),
  );
  const batches: SepaBatch[] = totals.map((t) => ({
    sequenceType: t.seq,
    collectionDate: file.collection_date,
    count: t.n,
    sumCents: Number(t.cents),
    debits: debitsOf(db, file.id, t.seq),
  }));
  const chunks = writePain008({ messageId: file.message_id, createdAt, creditor, batches });
  const stored = await store.put(`sepa/remesa-${file.id}.xml`, Readable.from(chunks), {
    contentType: 'application/xml',
    filename: `${file.message_id}.xml`,
  });
  return {
    stored,
    count: batches.reduce((n, b) => n + b.count, 0),
    sumCents: batches.reduce((n, b) => n + b.sumCents, 0),
  };
}
