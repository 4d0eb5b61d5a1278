import { madridDate } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The policy number: 'AMP-<year in Madrid>-<sequence>', six digits at least.
 * The sequence is the database's, so parallel bookings never share a number.
 */
export async function numberPolicy(tx: Executor, now: Date): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`select nextval('policy_number_seq')::text as n`);
  const [row] = (result as unknown as { rows: { n: string }[] }).rows;
  if (!row) throw new Error('policy_number_seq gave no value');
  return `AMP-${madridDate(now)?.slice(0, 4)}-${row.n.padStart(6, '0')}`;
}
