import { addDays, PaymentMethodType, PolicyStatus, ProductType, RiskType } from '@amparo/domain';
import { hash } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import {
  discounts,
  evaluations,
  mailOutbox,
  paymentMethods,
  payments,
  policies,
  policyRisks,
  riskMobiles,
  users,
} from '../src/db/schema/index.ts';

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

export type SeedReceiptsInput = {
  /** How many receipts, one a month from `firstActivation` (default 3). */
  count?: number;
  priceCents?: number;
  /** YYYY-MM-DD of the first receipt (default today in UTC). */
  firstActivation?: string;
  method?: Partial<typeof paymentMethods.$inferInsert>;
};

/** A policy's payment method (a card not yet captured by default) and its monthly receipts, all unpaid. */
export async function seedReceipts(db: Executor, policyId: number, input: SeedReceiptsInput = {}) {
  const { count = 3, priceCents = 1195, method: methodInput = {} } = input;
  const first = new Date(`${input.firstActivation ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const [method] = await db
    .insert(paymentMethods)
    .values({ policy_id: policyId, type: PaymentMethodType.CARD, ...methodInput })
    .returning();
  const receipts = await db
    .insert(payments)
    .values(
      Array.from({ length: count }, (_, i) => {
        const day = new Date(first);
        day.setUTCMonth(first.getUTCMonth() + i);
        return {
          policy_id: policyId,
          sequence: i + 1,
          price_cents: priceCents,
          pending_amount_cents: priceCents,
          activation_date: day.toISOString().slice(0, 10),
          payment_method_id: method!.id,
        };
      }),
    )
    .returning();
  return { method: method!, receipts };
}

/**
 * A monthly policy suspended by its second receipt (LCS art. 15): cover from 100 days before `today`,
 * the first receipt paid that day, the second due 70 days before `today` and unpaid, so cover has been
 * suspended for 40 days. Returns that receipt and its due date.
 */
export async function seedSuspendingReceipt(db: Executor, policyId: number, today: string) {
  const startsOn = addDays(today, -100);
  const dueOn = addDays(today, -70);
  await db.update(policies).set({ starts_on: startsOn }).where(eq(policies.id, policyId));
  const {
    receipts: [first, second],
  } = await seedReceipts(db, policyId, { count: 2, firstActivation: startsOn });
  await db
    .update(payments)
    .set({ pending_amount_cents: 0, payment_date: new Date(`${startsOn}T10:00:00Z`) })
    .where(eq(payments.id, first!.id));
  await db.update(payments).set({ activation_date: dueOn }).where(eq(payments.id, second!.id));
  return { receipt: second!, dueOn };
}

/** A phone check of a policy's risk, waiting for a decision (status 2) unless told, sent at `created_at`. */
export async function seedEvaluation(
  db: Executor,
  target: { policyId: number; riskId: number },
  input: Partial<typeof evaluations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(evaluations)
    .values({ policy_id: target.policyId, policy_risk_id: target.riskId, ...input })
    .returning();
  return row!;
}
