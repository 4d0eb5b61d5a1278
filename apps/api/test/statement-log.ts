import type { Database } from '../src/db/client.ts';

type Driver = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * The SQL text of every statement `db` sends while `work` runs, prepared or not, on PGlite and
 * on PostgreSQL alike: drizzle hands each one to its driver's `query` (the PGlite instance, or
 * the pg pool outside transactions), which is wrapped for the time of `work`.
 */
export async function statementsDuring(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const driver = (db as unknown as { $client: Driver }).$client;
  const query = driver.query;
  const seen: string[] = [];
  driver.query = (...args: unknown[]) => {
    const [first] = args;
    seen.push(typeof first === 'string' ? first : String((first as { text: string }).text));
    return query.apply(driver, args);
  };
  try {
    await work();
  } finally {
    driver.query = query;
  }
  return seen;
}
