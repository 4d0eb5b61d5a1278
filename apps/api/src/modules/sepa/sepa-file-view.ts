import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { jobs, sepaFiles } from '../../db/schema/index.ts';

type FileRow = typeof sepaFiles.$inferSelect;
type Progress = (typeof jobs.$inferSelect)['progress'];

/** A SEPA file as the back office sees it, with its job's progress while it generates. */
export function sepaFileView(file: FileRow, progress: Progress, returned: number) {
  return {
    id: file.id,
    message_id: file.message_id,
    collection_date: file.collection_date,
    status: file.status as 'generating' | 'generated' | 'sent' | 'failed',
    transactions_count: file.transactions_count,
    total_cents: file.total_cents,
    returned_count: returned,
    job_id: file.job_id,
    progress: progress ?? null,
    error: file.error,
    created_at: file.created_at.toISOString(),
  };
}

/** Returned charges per file, for the list's column. */
export async function returnedCounts(db: Executor, fileIds: number[]): Promise<Map<number, number>> {
  if (fileIds.length === 0) return new Map();
  const result = await db.execute(sql`select sepa_file_id as id, count(*)::int as n from payment_transactions
    where kind = 'charge' and status = 'returned' and sepa_file_id in ${fileIds} group by sepa_file_id`);
  return new Map((result as unknown as { rows: { id: number; n: number }[] }).rows.map((r) => [r.id, r.n]));
}
