import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

/**
 * The migrations folder sits at the root of @amparo/api; found by walking up
 * so that it works from the sources (tsx, vitest) and from the bundle in dist/.
 */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No se encuentra la carpeta de migraciones (drizzle/)');
    dir = parent;
  }
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
  } else {
    // Drizzle's migrator takes no lock: replicas and workers starting together would each
    // apply a new migration (a data migration twice, or one of them failing its start).
    await handle.exclusively('amparo.migrations', () =>
      migratePg(handle.db as unknown as NodePgDatabase, config),
    );
  }
}
