import type { Executor } from './client.ts';

/**
 * A fixed-shape statement (values as `sql.placeholder`s) whose SQL text drizzle builds once per
 * executor instead of on every call: building the text was the largest share of the API's own CPU
 * on the back office's busiest reads (bench:api, docs/performance.md). Prepare it with the name ''
 * so it stays an unnamed statement: PostgreSQL sees exactly the statements it saw before. A
 * transaction is its own executor, so a statement never runs outside the transaction it was asked in.
 */
export function preparedFor<Q>(build: (db: Executor) => Q): (db: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
