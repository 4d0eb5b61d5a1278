import { PolicyStatus, ProductType, RiskType } from '@amparo/domain';
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { discounts, mailOutbox, policies, policyRisks, riskMobiles, users } from '../src/db/schema/index.ts';

let sequence = 0;
const next = () => ++sequence;

export type SeedUserInput = Partial<typeof users.$inferInsert> & { password?: string };

/** Writes a real user row; the password is hashed with argon2 (cheap settings for tests). */
export async function seedUser(db: Executor, input: SeedUserInput = {}) {
  const n = next();
  const { password, ...overrides } = input;
  const [user] = await db
    .insert(users)
    .values({
      role: 'admin',
      email: `usuario${n}@amparo.test`,
      name: 'Usuario',
      surname1: `Prueba${n}`,
      password_hash: password ? await hash(password, { memoryCost: 1024, timeCost: 1 }) : null,
      ...overrides,
    })
    .returning();
  return user!;
}

export type SeedPolicyInput = Partial<typeof policies.$inferInsert> & {
  imei?: string | null;
  brand?: string;
  model?: string;
};

/** Writes a mobile policy with its risk and policy_risk_mobile sub-record. */
export async function seedPolicy(db: Executor, input: SeedPolicyInput = {}) {
  const n = next();
  const { imei = null, brand = 'Apple', model = 'iPhone 16', ...overrides } = input;
  const [policy] = await db
    .insert(policies)
    .values({
      number: `AMP-TEST-${String(n).padStart(6, '0')}`,
      status: PolicyStatus.DRAFT,
      product_id: 3,
      product_type_id: ProductType.MOBILE,
      complete_name: 'Lucía Martín Gómez',
      email: `cliente${n}@amparo.test`,
      phone: '612345678',
      premium_cents: 1195,
      annual_premium_cents: 12548,
      ...overrides,
    })
    .returning();
  const [risk] = await db
    .insert(policyRisks)
    .values({ policy_id: policy!.id, risk_type: RiskType.MOBILE, name: `${brand} ${model}` })
    .returning();
  const [mobile] = await db
    .insert(riskMobiles)
    .values({
      policy_risk_id: risk!.id,
      brand,
      model,
      imei,
      imei_active: policy!.status !== PolicyStatus.CANCELLED,
    })
    .returning();
  return { policy: policy!, risk: risk!, mobile: mobile! };
}

/** The newest mail sent to an address, read from the outbox like the back office does. */
export async function lastMailTo(db: Executor, address: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return rows[0] ?? null;
}

export type BookingOverrides = Record<string, unknown>;

/** A valid booking body for POST /api/policies (mobile top, monthly, card); override any part. */
export function buildBooking(overrides: BookingOverrides = {}) {
  const n = next();
  return {
    product_id: 3,
    periodicity: 1,
    payment_method: 'card',
    device: { brand: 'Apple', model: 'iPhone 16 Pro', value: 121_900 },
    holder: {
      name: 'Lucía',
      surname1: 'Martín',
      surname2: 'Gómez',
      document_code: '12345678Z',
      email: `tomador${n}@amparo.test`,
      phone: '612345678',
    },
    acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
    ...overrides,
  };
}

/** Writes a discount row directly (validity and limits as given). */
export async function seedDiscount(db: Executor, input: Partial<typeof discounts.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(discounts)
    .values({ code: `PRUEBA${n}`, kind: 'percent', value: 1000, ...input })
    .returning();
  return row!;
}
