import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { distributors, genericItems, stores, users } from '../schema/index.ts';
import { demoCatalog } from './catalog-data.ts';
import { DEMO_NETWORK } from './demo-network-data.ts';

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1): ~45 ms a hash here. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function seedCatalog(db: Executor): Promise<void> {
  await db
    .insert(genericItems)
    .values(
      demoCatalog.map((row) => ({
        kind: row.kind,
        brand: row.brand,
        model: row.model,
        reference_price_cents: row.price * 100,
      })),
    )
    .onConflictDoNothing();
}

export async function seedDemoPartners(db: Executor): Promise<void> {
  const [distributor] = await db
    .insert(distributors)
    .values({
      name: 'MóvilMarket',
      tax_id: 'B12345674',
      email: 'partners@movilmarket.example',
      phone: '910000000',
    })
    .onConflictDoNothing()
    .returning({ id: distributors.id });
  if (!distributor) return;
  await db
    .insert(stores)
    .values({
      distributor_id: distributor.id,
      code: 'MM-MAD-001',
      name: 'MóvilMarket Madrid Gran Vía',
      address: 'Gran Vía 32',
      city: 'Madrid',
      province: 'Madrid',
      postal_code: '28013',
      phone: '910000001',
      latitude: '40.4203',
      longitude: '-3.7058',
    })
    .onConflictDoNothing();
}

/**
 * The rest of the demo network for `npm start` (not in the test template, whose one store the tests count
 * on): distributors with their commercial details and stores with coordinates. Skipped row by row when
 * already there, so a restart or a renamed store changes nothing.
 */
export async function seedDemoNetwork(db: Executor): Promise<void> {
  for (const { stores: shops, ...distributor } of DEMO_NETWORK) {
    await db.insert(distributors).values(distributor).onConflictDoNothing();
    const [row] = await db
      .select({ id: distributors.id })
      .from(distributors)
      .where(sql`${distributors.name} = ${distributor.name}`);
    if (!row) continue;
    await db
      .insert(stores)
      .values(shops.map((shop) => ({ ...shop, distributor_id: row.id })))
      .onConflictDoNothing();
  }
}

/** Creates the first back-office admin once; returns true when it was created now. */
export async function ensureAdminUser(db: Executor, email: string, password: string): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`lower(${users.email}) = lower(${email}) and ${users.deleted_at} is null and ${users.role} <> 'policyholder'`,
    );
  if (existing.length > 0) return false;
  await db.insert(users).values({
    role: 'admin',
    email: email.toLowerCase(),
    password_hash: await hash(password, ARGON2_OPTIONS),
    name: 'Administración',
    surname1: 'Amparo',
  });
  return true;
}
