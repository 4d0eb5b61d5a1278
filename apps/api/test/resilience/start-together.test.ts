// Scale out (docs/operations.md): a deploy starts every replica and worker at once on a
// database with migrations to apply. They take turns (an advisory lock): each
// migration is applied once, the admin created once, and every process starts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/migrate.ts';
import {
  ADMIN_EMAIL,
  baseEnv,
  type Database,
  freshDatabase,
  startApi,
  startWorkerProcess,
  stopAll,
  tempDir,
} from './cluster.ts';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase('blank', { blank: true });
});

afterAll(async () => {
  await stopAll();
  await db?.drop();
});

describe('two APIs and two workers started at the same moment on a blank database', () => {
  it('apply each migration once, create one admin, and all start', async () => {
    const env = baseEnv(db, tempDir('blank'));
    const starts = await Promise.allSettled([
      startApi('api-a', 3376, env),
      startApi('api-b', 3377, env),
      startWorkerProcess('worker-1', env),
      startWorkerProcess('worker-2', env),
    ]);
    // allSettled: those that did start are stopped by afterAll (stopAll) whatever became of the others.
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
    );
    const applied = await db.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((m) => m.hash)).size).toBe(applied.length);
    const admins = await db.query('select id from users where lower(email) = $1', [ADMIN_EMAIL]);
    expect(admins).toHaveLength(1);
  });
});
