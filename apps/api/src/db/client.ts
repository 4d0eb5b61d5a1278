import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite or node-postgres: code never asks which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs `work` while holding a session-level advisory lock, so processes that
   * start together take turns (migrations). PGlite is one process: it just runs.
   */
  exclusively: <T>(lockName: string, work: () => Promise<T>) => Promise<T>;
};

export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server (restart, failover) must not crash
  // the process: the pool replaces it and the next query reports any real outage.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  // The lock lives on a connection of its own, outside the pool, so `work` has the whole pool
  // (a pool of one would otherwise wait for itself); it goes when that connection ends.
  const exclusively = async <T>(lockName: string, work: () => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [lockName]);
      return await work();
    } finally {
      await client.end();
    }
  };
  return { db, kind: 'postgres', close: () => pool.end(), exclusively };
}

/** Wraps an open PGlite instance (a data directory, memory, or a cloned template). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), exclusively: (_lockName, work) => work() };
}

/**
 * The PostgreSQL extensions our migrations create (0015: pg_trgm for the policy search). PGlite
 * only has an extension that was handed to it when the instance was built, so every PGlite
 * (data dir, memory, test template and its clones) is created with these.
 */
export const pgliteExtensions = { pg_trgm };

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  return wrapPglite(client);
}

/** DATABASE_URL selects a real PostgreSQL; otherwise embedded PGlite under the data dir. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}
