import pg from 'pg';
import { type Database, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedCatalog, seedDemoPartners, seedReferenceData } from '../src/db/seed/index.ts';
import { withDatabase } from './database-url.ts';

/** What every test database starts with: the spec's reference data and the demo catalog, no users. */
export async function seedTemplate(db: Database) {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedCatalog(tx);
    await seedDemoPartners(tx);
  });
}

/**
 * A migrated, seeded PostgreSQL database named `template` on the server of `url`, made afresh,
 * for CREATE DATABASE … TEMPLATE copies. Returns the connection to the server's own database,
 * for the caller's cleanup.
 */
export async function createPostgresTemplate(url: string, template: string): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const handle = openPostgres(withDatabase(url, template), 2);
  await migrateDatabase(handle);
  await seedTemplate(handle.db);
  await handle.close();
  return admin;
}
