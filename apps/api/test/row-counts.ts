import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

export type WriteCounts = Record<string, string>;

/** Where the watched tables' row writes are counted (a test database's own table, never migrated). */
const WRITES_TABLE = 'test_row_writes';

/** Every table of the public schema, read from the catalogue so a new table is counted too. */
export async function publicTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return (result as { rows: { tablename: string }[] }).rows
    .map((r) => r.tablename)
    .filter((name) => name !== WRITES_TABLE);
}

/**
 * Watches `tables` for writes in this test database: a row trigger on each counts every row
 * inserted, updated or deleted (and a statement trigger every truncate) in `test_row_writes`, in the
 * writer's own transaction, so a write rolled back is not counted. Reading the counts is one small
 * query, where digesting every row of every table before and after each request took the fuzz suite
 * 115 of its seconds (docs/performance.md, "Test suite"); the trigger is stricter too: it sees an
 * update that writes the same values.
 */
export async function watchWrites(db: Database, tables: string[]): Promise<void> {
  await db.execute(
    sql.raw(
      `create table if not exists ${WRITES_TABLE} (table_name text primary key, writes bigint not null)`,
    ),
  );
  await db.execute(
    sql.raw(`create or replace function test_count_write() returns trigger language plpgsql as $$
      begin
        insert into ${WRITES_TABLE} as w (table_name, writes) values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set writes = w.writes + 1;
        return null;
      end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create or replace trigger test_count_row_write after insert or update or delete on "${table}"
        for each row execute function test_count_write()`),
    );
    await db.execute(
      sql.raw(`create or replace trigger test_count_truncate after truncate on "${table}"
        for each statement execute function test_count_write()`),
    );
  }
}

/**
 * The writes counted so far per watched table (watchWrites), as text to compare; only `tables` when
 * given (the triggers of an earlier watch in the same file stay installed).
 */
export async function writeCounts(db: Database, tables?: string[]): Promise<WriteCounts> {
  const result = await db.execute(sql.raw(`select table_name as t, writes::text as n from ${WRITES_TABLE}`));
  const rows = (result as { rows: { t: string; n: string }[] }).rows;
  return Object.fromEntries(rows.filter((r) => !tables || tables.includes(r.t)).map((r) => [r.t, r.n]));
}

/** Tables written between two counts, as `table: before -> after` (writes counted). */
export function changedTables(before: WriteCounts, after: WriteCounts): string[] {
  return Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t] ?? '0'} -> ${after[t]}`);
}
