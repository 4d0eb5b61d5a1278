import { Periodicity } from '@amparo/domain';
import { count, eq } from 'drizzle-orm';
import { bookPolicy } from '../../modules/purchase/book-policy.ts';
import type { Database } from '../client.ts';
import { discounts, policies, storeLandings, stores } from '../schema/index.ts';

export const DEMO_CUSTOMER_EMAIL = 'cliente.demo@amparo.local';

// The seed books once; the anonymous-booking limits (docs/security.md) do not apply to it.
const SEED_LIMITS = {
  perAddress: { max: 1_000, windowMs: 3_600_000 },
  perEmail: { max: 1_000, windowMs: 3_600_000 },
};

/**
 * A store page with its own discount, and one policy booked through the real
 * booking use-case, so the customer area and the back office have something
 * to show on a fresh start. Runs once: skipped when any policy exists.
 */
export async function seedDemoSales(db: Database, now: Date, publicUrl: string): Promise<void> {
  const [store] = await db.select().from(stores).where(eq(stores.code, 'MM-MAD-001'));
  if (!store) return;
  const [discount] = await db
    .insert(discounts)
    .values({
      code: 'MOVILMARKET10',
      description: 'Clientes de MóvilMarket Gran Vía',
      kind: 'percent',
      value: 1000,
      store_id: store.id,
    })
    .onConflictDoNothing()
    .returning();
  await db
    .insert(storeLandings)
    .values({
      store_id: store.id,
      slug: 'movilmarket-gran-via',
      title: 'Protege tu móvil nuevo en MóvilMarket Gran Vía',
      body: 'Contrata tu seguro en dos minutos con un 10 % de descuento por comprar en nuestra tienda de Gran Vía.',
      branding: { accent: '#0B5CAD', logo_text: 'MóvilMarket' },
      discount_id: discount?.id ?? null,
    })
    .onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(policies);
  if ((existing?.n ?? 0) > 0) return;
  await bookPolicy(
    db,
    {
      product_id: 3,
      periodicity: Periodicity.MONTHLY,
      payment_method: 'direct_debit',
      iban: 'ES9121000418450200051332',
      device: { brand: 'Apple', model: 'iPhone 16', value: 95_900 },
      holder: {
        name: 'Lucía',
        surname1: 'Martín',
        surname2: 'Gómez',
        document_code: '12345678Z',
        email: DEMO_CUSTOMER_EMAIL,
        phone: '612345678',
      },
      store_id: store.id,
      discount_code: discount ? 'MOVILMARKET10' : undefined,
      acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
    },
    { now, ip: '127.0.0.1', publicUrl, actor: null, limits: SEED_LIMITS },
  );
}
