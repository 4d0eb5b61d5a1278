import type { Database } from '../src/db/client.ts';
import { seedCatalog, seedDemoPartners, seedReferenceData } from '../src/db/seed/index.ts';

/** What every test database starts with: the spec's reference data and the demo catalog, no users. */
export async function seedTemplate(db: Database) {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedCatalog(tx);
    await seedDemoPartners(tx);
  });
}
