import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

export type RowCounts = Record<string, string>;

/** Every table of the public schema, read from the catalogue so a new table is counted too. */
export async function publicTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return (result as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
}

/**
 * Each table's row count and a digest of its rows, in one statement: a rejected request
 * must neither add or remove a row nor change one.
 */
export async function countRows(db: Database, tables: string[]): Promise<RowCounts> {
  const query = tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::int || ' rows ' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as n from "${t}" r`,
    )
    .join(' union all ');
  const result = await db.execute(sql.raw(query));
  return Object.fromEntries((result as { rows: { t: string; n: string }[] }).rows.map((r) => [r.t, r.n]));
}

/** Tables whose rows changed, as `table: before -> after`. */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]} -> ${after[t]}`);
}
