import { randomBytes } from 'node:crypto';
import type { Database } from '../client.ts';
import { ensureAdminUser, seedCatalog, seedDemoNetwork, seedDemoPartners } from './seed-demo-data.ts';
import { seedReferenceData } from './seed-reference-data.ts';

export { ARGON2_OPTIONS, ensureAdminUser, seedCatalog, seedDemoPartners } from './seed-demo-data.ts';
export { seedReferenceData } from './seed-reference-data.ts';

export const DEMO_ADMIN_PASSWORD = 'amparo-demo-2026';

export type SeedResult = { adminEmail: string; adminPassword: string | null; adminCreated: boolean };

/**
 * Idempotent start-up seed, in one transaction. The admin password is the one
 * configured; without one, development uses a known demo password and
 * production a random one printed once.
 */
export async function seedDatabase(
  db: Database,
  options: { adminEmail: string; adminPassword?: string; demoData: boolean; production: boolean },
): Promise<SeedResult> {
  const password =
    options.adminPassword ??
    (options.production ? randomBytes(12).toString('base64url') : DEMO_ADMIN_PASSWORD);
  const adminCreated = await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    if (options.demoData) {
      await seedCatalog(tx);
      await seedDemoPartners(tx);
      await seedDemoNetwork(tx);
    }
    return ensureAdminUser(tx, options.adminEmail, password);
  });
  return {
    adminEmail: options.adminEmail,
    // A configured password is never printed; a generated one only when just created.
    adminPassword: options.adminPassword
      ? null
      : options.production
        ? adminCreated
          ? password
          : null
        : password,
    adminCreated,
  };
}
