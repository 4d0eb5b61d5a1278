import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres, pgliteExtensions, wrapPglite } from '../src/db/client.ts';
import { withDatabase } from './database-url.ts';

/** A private copy of the migrated, seeded template for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (inject('dbKind') === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplatePath'));
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
    return wrapPglite(client);
  }
  const url = inject('postgresUrl');
  const name = `amparo_t_${inject('postgresTemplate').split('_').pop()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const handle = openPostgres(withDatabase(url, name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
