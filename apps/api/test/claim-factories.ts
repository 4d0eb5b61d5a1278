import { randomUUID } from 'node:crypto';
import { ClaimStatus, ClaimType, PolicyStatus, ProductType, RiskType, Role } from '@amparo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import {
  claimDocuments,
  claimStatuses,
  claims,
  mailOutbox,
  policies,
  policyRisks,
  riskDevices,
  riskScooters,
} from '../src/db/schema/index.ts';
import type { apiClient } from './api-client.ts';
import { seedSession } from './auth-helpers.ts';
import { type SeedPolicyInput, seedPolicy } from './factories.ts';

let sequence = 0;

/**
 * Declares, as the policy's holder, a water-damage claim on its risk that happened on a given day:
 * the answer as the typed client gives it (status, body or error).
 */
export function waterDamageDeclaration(
  api: ReturnType<typeof apiClient>,
  token: string,
  target: { policyId: number; riskId: number },
) {
  return (occurred_at: string) =>
    api.call('declareClaim', {
      token,
      idempotencyKey: randomUUID(),
      params: { id: target.policyId, riskId: target.riskId },
      body: { claim_type_id: ClaimType.WATER_DAMAGE, occurred_at, description: 'Se mojó y no enciende' },
    });
}

/** An active, signed phone policy (the kind that takes claims), cover from 2026-01-01 unless told. */
export function seedClaimablePolicy(db: Executor, input: SeedPolicyInput = {}) {
  return seedPolicy(db, { status: PolicyStatus.ACTIVE_PAID_SIGNED, starts_on: '2026-01-01', ...input });
}

/** An active scooter policy with its risk_scooters sub-record. */
export async function seedScooterPolicy(db: Executor, input: Partial<typeof policies.$inferInsert> = {}) {
  const n = ++sequence;
  const [policy] = await db
    .insert(policies)
    .values({
      number: `AMP-PAT-${String(n).padStart(6, '0')}`,
      status: PolicyStatus.ACTIVE_PAID_SIGNED,
      product_id: 4,
      product_type_id: ProductType.SCOOTER,
      complete_name: 'Javier Ortega Ruiz',
      email: `patinete${n}@amparo.test`,
      phone: '623456789',
      premium_cents: 695,
      annual_premium_cents: 7298,
      starts_on: '2026-01-01',
      ...input,
    })
    .returning();
  const [risk] = await db
    .insert(policyRisks)
    .values({ policy_id: policy!.id, risk_type: RiskType.SCOOTER, name: 'Xiaomi Electric Scooter 4' })
    .returning();
  await db
    .insert(riskScooters)
    .values({ policy_risk_id: risk!.id, brand: 'Xiaomi', model: 'Electric Scooter 4' });
  return { policy: policy!, risk: risk! };
}

/**
 * An active multi-device policy (product 6) with three insured items, as the purchase leaves them:
 * its phone (seedPolicy's mobile risk), a fridge (appliance) and a TV (multimedia).
 */
export async function seedMultiDevicePolicy(db: Executor, input: SeedPolicyInput = {}) {
  const { policy, risk: mobile } = await seedClaimablePolicy(db, {
    product_id: 6,
    product_type_id: ProductType.MULTI_DEVICE,
    brand: 'Samsung',
    model: 'Galaxy A55',
    ...input,
  });
  const device = async (risk_type: RiskType, brand: string, model: string, device_kind: string) => {
    const [risk] = await db
      .insert(policyRisks)
      .values({ policy_id: policy.id, risk_type, name: `${brand} ${model}`, description: device_kind })
      .returning();
    await db.insert(riskDevices).values({
      policy_risk_id: risk!.id,
      brand,
      model,
      device_kind,
      purchase_date: '2025-06-01',
      value_cents: 89_900,
    });
    return risk!;
  };
  const appliance = await device(RiskType.APPLIANCE, 'Bosch', 'KGN39VIDA', 'Frigorífico');
  const multimedia = await device(RiskType.MULTIMEDIA, 'Samsung', 'QE55Q80D', 'Televisor');
  return { policy, risks: { mobile, appliance, multimedia } };
}

export type SeedClaimInput = Partial<typeof claims.$inferInsert> & {
  /** Sent: sets sent_at, the number and the first status row. */
  sent?: boolean;
  documents?: Array<Partial<typeof claimDocuments.$inferInsert> & { type: string }>;
};

/**
 * Writes a claim on a policy's risk as the API would have left it: a draft by
 * default (water damage on a phone, yesterday), or sent with its number and
 * first status. Document rows point at keys that need not exist in the store.
 */
export async function seedClaim(
  db: Executor,
  target: { policyId: number; riskId: number },
  input: SeedClaimInput = {},
) {
  const { sent = false, documents = [], ...overrides } = input;
  const now = new Date();
  const [claim] = await db
    .insert(claims)
    .values({
      policy_id: target.policyId,
      policy_risk_id: target.riskId,
      claim_type_id: 4,
      occurred_on: new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10),
      description: 'Se me cayó el móvil al agua en la piscina',
      ...(sent ? { sent_at: now } : {}),
      ...overrides,
    })
    .returning();
  let row = claim!;
  if (sent && !overrides.number) {
    const [numbered] = await db
      .update(claims)
      .set({ number: `SIN-${now.getUTCFullYear()}-${String(row.id).padStart(6, '0')}` })
      .where(eqId(row.id))
      .returning();
    row = numbered!;
    await db
      .insert(claimStatuses)
      .values({ claim_id: row.id, status: ClaimStatus.OPENED, comment: 'Siniestro declarado' });
  }
  const docs = [];
  for (const [i, doc] of documents.entries()) {
    const [inserted] = await db
      .insert(claimDocuments)
      .values({
        claim_id: row.id,
        filename: `${doc.type}-${i + 1}.pdf`,
        mime: 'application/pdf',
        size_bytes: 100,
        storage_key: `claims/${row.id}/seed-${i + 1}.pdf`,
        sha256: '0'.repeat(64),
        ...doc,
      })
      .returning();
    docs.push(inserted!);
  }
  return { claim: row, documents: docs };
}

const eqId = (id: number) => eq(claims.id, id);

/**
 * A policyholder with a session, an active phone policy of theirs, and a water-damage claim on it,
 * sent with its invoice and one photo (pending review): what the claims desk works on.
 */
export async function seedDeskCase(
  db: Executor,
  input: { policy?: SeedPolicyInput; claim?: SeedClaimInput } = {},
) {
  const holder = await seedSession(db, Role.POLICYHOLDER);
  const seeded = await seedClaimablePolicy(db, { policyholder_id: holder.user.id, ...input.policy });
  const { claim, documents } = await seedClaim(
    db,
    { policyId: seeded.policy.id, riskId: seeded.risk.id },
    { sent: true, documents: [{ type: 'invoice' }, { type: 'damage_photos' }], ...input.claim },
  );
  const [invoice, photo] = documents;
  return { holder, ...seeded, claim, invoice: invoice!, photo: photo! };
}

/** The mails queued to an address, oldest first, as the outbox holds them. */
export const mailsTo = (db: Executor, address: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address)).orderBy(asc(mailOutbox.id));
