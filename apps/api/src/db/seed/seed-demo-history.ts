import { PaymentMethodType, Periodicity } from '@amparo/domain';
import { count, eq, inArray, like } from 'drizzle-orm';
import { settleReceipt } from '../../modules/payments/settle-receipt.ts';
import { bookPolicy } from '../../modules/purchase/book-policy.ts';
import type { Database } from '../client.ts';
import { payments, policies, stores } from '../schema/index.ts';

const DAY_MS = 86_400_000;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const FIRST_NAMES = ['Ana', 'Carlos', 'Lucía', 'Pablo', 'Marta', 'Diego', 'Sara', 'Jorge', 'Irene', 'Álvaro'];
const SURNAMES = [
  'García',
  'López',
  'Sánchez',
  'Pérez',
  'Romero',
  'Navarro',
  'Torres',
  'Gil',
  'Ramos',
  'Molina',
];
/**
 * Phones stay drafts until their phone check, so they count as bookings, not sales; laptops and TVs need
 * no check, so a paid first receipt puts them in force (the dashboard's sales).
 */
const SALES = [
  { product_id: 1, device: { brand: 'Xiaomi', model: 'Redmi Note 13', value: 24_900 } },
  { product_id: 15, device: { brand: 'Lenovo', model: 'IdeaPad Slim 5', value: 69_900 } },
  { product_id: 2, device: { brand: 'Google', model: 'Pixel 8', value: 59_900 } },
  { product_id: 19, device: { brand: 'LG', model: 'OLED55C4', value: 129_900 } },
  { product_id: 3, device: { brand: 'Apple', model: 'iPhone 15', value: 76_900 } },
  { product_id: 16, device: { brand: 'HP', model: 'Pavilion 15', value: 89_900 } },
  { product_id: 20, device: { brand: 'Samsung', model: 'QE65Q80D', value: 149_900 } },
  { product_id: 17, device: { brand: 'Apple', model: 'MacBook Air 13', value: 129_900 } },
  { product_id: 21, device: { brand: 'Sony', model: 'Bravia 7 65', value: 189_900 } },
];
const HISTORY_STORES = ['MM-MAD-001', 'MM-MAD-002', 'MM-BCN-010', 'MM-VLC-001', 'BI-SEV-001', 'BI-BIO-001'];
const EMAIL_PREFIX = 'demo.venta';
export const DEMO_HISTORY_SALES = 36;

const SEED_LIMITS = {
  perAddress: { max: 10_000, windowMs: 3_600_000 },
  perEmail: { max: 10_000, windowMs: 3_600_000 },
};

/**
 * Thirty days of sales for the dashboard of `npm start`: phones, laptops and TVs booked through the real booking use-case in
 * the demo stores, dated back over the last month, two in three with their first receipt paid by hand.
 * Runs once (skipped when the demo sales are there).
 */
export async function seedDemoHistory(db: Database, now: Date, publicUrl: string): Promise<void> {
  const [done] = await db
    .select({ n: count() })
    .from(policies)
    .where(like(policies.email, `${EMAIL_PREFIX}%`));
  if ((done?.n ?? 0) > 0) return;
  const shops = await db
    .select({ id: stores.id, code: stores.code, distributor_id: stores.distributor_id })
    .from(stores)
    .where(inArray(stores.code, HISTORY_STORES));
  if (shops.length === 0) return;
  for (let i = 0; i < DEMO_HISTORY_SALES; i++) {
    const shop = shops[i % shops.length];
    const sale = SALES[i % SALES.length];
    if (!shop || !sale) continue;
    const soldAt = new Date(now.getTime() - ((i * 7) % 30) * DAY_MS - (i % 7) * 3_600_000);
    const dni = 20_000_000 + i * 7919;
    const { policy } = await bookPolicy(
      db,
      {
        product_id: sale.product_id,
        periodicity: i % 4 === 0 ? Periodicity.YEARLY : Periodicity.MONTHLY,
        payment_method: 'direct_debit',
        iban: 'ES9121000418450200051332',
        device: sale.device,
        holder: {
          name: FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Ana',
          surname1: SURNAMES[(i * 3) % SURNAMES.length] ?? 'García',
          surname2: SURNAMES[(i * 7 + 1) % SURNAMES.length] ?? 'López',
          document_code: `${dni}${DNI_LETTERS[dni % 23]}`,
          email: `${EMAIL_PREFIX}${i + 1}@amparo.local`,
          phone: `6${String(10_000_000 + i * 104_729).padStart(8, '0')}`,
        },
        store_id: shop.id,
        acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
      },
      { now: soldAt, ip: '127.0.0.1', publicUrl, actor: null, limits: SEED_LIMITS },
    );
    await db.transaction(async (tx) => {
      await tx.update(policies).set({ created_at: soldAt }).where(eq(policies.id, policy.id));
      await tx.update(payments).set({ created_at: soldAt }).where(eq(payments.policy_id, policy.id));
      const first = policy.payments[0];
      if (!first || i % 3 === 2) return;
      await settleReceipt(tx, {
        paymentId: first.id,
        amountCents: first.pending_amount,
        methodType: PaymentMethodType.MANUAL,
        paymentMethodId: null,
        kind: 'manual',
        reference: `DEMO-${policy.number}`,
        // Paid the next day, or now for a sale of today (never a payment in the future).
        occurredAt: new Date(Math.min(soldAt.getTime() + DAY_MS, now.getTime())),
        actor: null,
      });
    });
  }
}
