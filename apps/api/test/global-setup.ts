import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions, wrapPglite } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createPostgresTemplate, seedTemplate } from './seed-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteTemplatePath: string;
    postgresUrl: string;
    postgresTemplate: string;
  }
}

/**
 * Builds one migrated, seeded template per run; every test file then gets its
 * own copy (a PGlite clone from a data-dir dump, or CREATE DATABASE ... TEMPLATE
 * on PostgreSQL), so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.AMPARO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('dbKind', kind);
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const handle = wrapPglite(client);
    await migrateDatabase(handle);
    await seedTemplate(handle.db);
    const dump = await client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'amparo-test-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('pgliteTemplatePath', file);
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('AMPARO_TEST_DB=postgres necesita DATABASE_URL');
  const template = `amparo_tpl_${process.pid}`;
  const admin = await createPostgresTemplate(url, template);
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', template);
  project.provide('pgliteTemplatePath', '');
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'amparo_t\\_${process.pid}\\_%' or datname = $1`,
      [template],
    );
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}
