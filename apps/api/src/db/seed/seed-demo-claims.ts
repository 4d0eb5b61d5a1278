import {
  addMonths,
  ClaimStatus,
  EvaluationStatus,
  formatClaimNumber,
  madridDate,
  madridWallClock,
  PaymentMethodType,
  PolicyStatus,
  ProductType,
  RiskType,
} from '@amparo/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FileStore } from '../../services/files/file-store.ts';
import type { Database, Executor } from '../client.ts';
import {
  claimDocuments,
  claimStatuses,
  claims,
  evaluationPhotos,
  evaluations,
  paymentMethods,
  payments,
  policies,
  policyRisks,
  repairCenters,
  riskMobiles,
  riskScooters,
  stores,
  users,
} from '../schema/index.ts';
import { type DemoFile, demoPdf, demoPhonePhoto } from './demo-claim-files.ts';
import { DEMO_CLAIMS, DEMO_REPAIR_CENTERS, type DemoClaim, type DemoFileName } from './demo-claims-data.ts';
import { DEMO_CUSTOMER_EMAIL } from './seed-demo-sales.ts';

const DAY = 86_400_000;

async function demoFiles(): Promise<Record<DemoFileName, DemoFile>> {
  const [invoice, policeReport, lockInvoice, front, back, cracked] = await Promise.all([
    demoPdf('Factura de compra', ['MóvilMarket Gran Vía', 'Samsung Galaxy S24 128 GB: 859,00 €']),
    demoPdf('Denuncia', ['Comisaría de Policía Nacional de Madrid-Centro', 'Denuncia por robo de patinete']),
    demoPdf('Factura del candado', ['Candado en U de acero templado: 39,90 €']),
    demoPhonePhoto('front'),
    demoPhonePhoto('back'),
    demoPhonePhoto('front', true),
  ]);
  return { invoice, policeReport, lockInvoice, front, back, cracked };
}

/** Two active policies of the demo customer, in the demo store: a phone (checked by photos) and a scooter. */
async function demoPolicies(
  tx: Executor,
  holderId: number,
  storeId: number | null,
  distributorId: number | null,
  now: Date,
) {
  const common = {
    status: PolicyStatus.ACTIVE_PAID_SIGNED,
    policyholder_id: holderId,
    store_id: storeId,
    distributor_id: distributorId,
    complete_name: 'Lucía Martín Gómez',
    email: DEMO_CUSTOMER_EMAIL,
    phone: '612345678',
    document_code: '12345678Z',
    payment_method_type: 3,
    starts_on: new Date(now.getTime() - 150 * DAY).toISOString().slice(0, 10),
    signed_at: new Date(now.getTime() - 150 * DAY),
    created_at: new Date(now.getTime() - 150 * DAY),
  };
  const [phone] = await tx
    .insert(policies)
    .values({
      ...common,
      number: 'AMP-DEMO-000001',
      product_id: 3,
      product_type_id: ProductType.MOBILE,
      premium_cents: 1195,
      annual_premium_cents: 12548,
      evaluation_status: EvaluationStatus.VALIDATED,
      evaluation_active: true,
    })
    .returning();
  const [scooter] = await tx
    .insert(policies)
    .values({
      ...common,
      number: 'AMP-DEMO-000002',
      product_id: 4,
      product_type_id: ProductType.SCOOTER,
      premium_cents: 695,
      annual_premium_cents: 7298,
      evaluation_status: EvaluationStatus.NOT_REQUIRED,
    })
    .returning();
  const [phoneRisk] = await tx
    .insert(policyRisks)
    .values({ policy_id: phone!.id, risk_type: RiskType.MOBILE, name: 'Samsung Galaxy S24' })
    .returning();
  await tx.insert(riskMobiles).values({
    policy_risk_id: phoneRisk!.id,
    brand: 'Samsung',
    model: 'Galaxy S24',
    imei: '356938035643809',
    evaluation_status: EvaluationStatus.VALIDATED,
  });
  const [scooterRisk] = await tx
    .insert(policyRisks)
    .values({ policy_id: scooter!.id, risk_type: RiskType.SCOOTER, name: 'Xiaomi Electric Scooter 4' })
    .returning();
  await tx
    .insert(riskScooters)
    .values({ policy_risk_id: scooterRisk!.id, brand: 'Xiaomi', model: 'Electric Scooter 4' });
  await demoReceipts(tx, phone!, now);
  await demoReceipts(tx, scooter!, now);
  return { phone: { policy: phone!, risk: phoneRisk! }, scooter: { policy: scooter!, risk: scooterRisk! } };
}

/**
 * A policy in force has paid its premiums (cover starts with payment): the demo customer pays by
 * direct debit, each monthly receipt collected on its day, the ones still to come unpaid.
 */
async function demoReceipts(tx: Executor, policy: typeof policies.$inferSelect, now: Date) {
  const startsOn = policy.starts_on!;
  const [mandate] = await tx
    .insert(paymentMethods)
    .values({
      policy_id: policy.id,
      type: PaymentMethodType.IBAN,
      iban: 'ES9121000418450200051332',
      account_holder: policy.complete_name,
      mandate_reference: `AMP-M-${policy.number}`,
      mandate_signed_at: policy.created_at,
      mandate_first_collected_at: new Date(`${startsOn}T08:00:00Z`),
    })
    .returning();
  const today = madridDate(now)!;
  await tx.insert(payments).values(
    Array.from({ length: 12 }, (_, i) => {
      const activation = addMonths(startsOn, i);
      // Collected the morning of its day: today's is not yet.
      const paid = activation < today;
      return {
        policy_id: policy.id,
        sequence: i + 1,
        price_cents: policy.premium_cents,
        pending_amount_cents: paid ? 0 : policy.premium_cents,
        activation_date: activation,
        payment_date: paid ? new Date(`${activation}T08:00:00Z`) : null,
        payment_method_id: mandate!.id,
        collection_attempts: paid ? 1 : 0,
      };
    }),
  );
}

/** The phone check that validated the phone when cover began, with its two photos. */
async function demoPhoneCheck(
  tx: Executor,
  files: FileStore,
  target: { policyId: number; riskId: number },
  shots: { front: DemoFile; back: DemoFile },
  at: Date,
) {
  const [evaluation] = await tx
    .insert(evaluations)
    .values({
      policy_id: target.policyId,
      policy_risk_id: target.riskId,
      status: EvaluationStatus.VALIDATED,
      frontal_label: 'Validated',
      trasera_label: 'Validated',
      imei: '356938035643809',
      decided_at: at,
      created_at: at,
    })
    .returning();
  for (const [side, shot] of Object.entries(shots)) {
    const key = `evaluations/${evaluation!.id}/demo-${side}.${shot.extension}`;
    await files.put(key, shot.bytes, { contentType: shot.mime });
    await tx.insert(evaluationPhotos).values({
      evaluation_id: evaluation!.id,
      side,
      storage_key: key,
      sha256: shot.sha256,
      mime: shot.mime,
      width: 480,
      height: 400,
      created_at: at,
    });
  }
}

async function demoClaim(
  tx: Executor,
  files: FileStore,
  spec: DemoClaim,
  context: {
    target: { policy: { id: number }; risk: { id: number } };
    centers: number[];
    files: Record<DemoFileName, DemoFile>;
    staffId: number | null;
    holderId: number;
    now: Date;
  },
) {
  const at = (days: number) => new Date(context.now.getTime() - days * DAY);
  const sentAt = spec.sentDaysAgo === null ? null : at(spec.sentDaysAgo);
  const [claim] = await tx
    .insert(claims)
    .values({
      policy_id: context.target.policy.id,
      policy_risk_id: context.target.risk.id,
      claim_type_id: spec.claimTypeId,
      occurred_on: at(spec.occurredDaysAgo).toISOString().slice(0, 10),
      description: spec.description,
      internal_status: spec.status ?? ClaimStatus.OPENED,
      sent_at: sentAt,
      closed_at: spec.closedDaysAgo === undefined ? null : at(spec.closedDaysAgo),
      notify_denied: spec.denialReason !== undefined,
      denial_reason: spec.denialReason ?? null,
      repair_center_id: spec.repairCenter === undefined ? null : (context.centers[spec.repairCenter] ?? null),
      created_at: at(spec.sentDaysAgo ?? 1),
    })
    .returning();
  const id = claim!.id;
  if (sentAt)
    await tx
      .update(claims)
      .set({ number: formatClaimNumber(Number(madridWallClock(sentAt).date.slice(0, 4)), id) })
      .where(eq(claims.id, id));
  for (const [n, doc] of spec.documents.entries()) {
    const stored = context.files[doc.file];
    const key = `claims/${id}/demo-${n + 1}.${stored.extension}`;
    await files.put(key, stored.bytes, { contentType: stored.mime });
    await tx.insert(claimDocuments).values({
      claim_id: id,
      type: doc.type,
      filename: `${doc.file}.${stored.extension}`,
      mime: stored.mime,
      size_bytes: stored.bytes.length,
      storage_key: key,
      sha256: stored.sha256,
      review_status: doc.review ?? 'pending',
      rejection_reason: doc.reason ?? null,
      reviewed_by: doc.review ? context.staffId : null,
      reviewed_at: doc.review ? at(doc.reviewedDaysAgo ?? 0) : null,
      created_at: sentAt ?? at(1),
    });
  }
  for (const entry of spec.history)
    await tx.insert(claimStatuses).values({
      claim_id: id,
      status: entry.status,
      comment: entry.comment,
      is_public: entry.isPublic,
      user_id: entry.by === 'customer' ? context.holderId : context.staffId,
      created_at: at(entry.daysAgo),
    });
}

/**
 * The claims desk's demo: three repair centers and, for the demo
 * customer of seedDemoSales, a phone and a scooter policy with claims in
 * every state (DEMO_CLAIMS). Runs once: skipped when any repair center
 * exists. Without the demo customer (an environment that seeds its own
 * policies, like the e2e run) only the repair centers are written.
 */
export async function seedDemoClaims(db: Database, files: FileStore, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(repairCenters);
  if ((existing?.n ?? 0) > 0) return;
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_CUSTOMER_EMAIL), eq(users.role, 'policyholder')));
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id));
  const [store] = await db.select().from(stores).where(eq(stores.code, 'MM-MAD-001'));
  const made = holder ? await demoFiles() : null;
  await db.transaction(async (tx) => {
    const centers = await tx
      .insert(repairCenters)
      .values(DEMO_REPAIR_CENTERS)
      .returning({ id: repairCenters.id });
    if (!holder || !made) return;
    const owned = await demoPolicies(tx, holder.id, store?.id ?? null, store?.distributor_id ?? null, now);
    await demoPhoneCheck(
      tx,
      files,
      { policyId: owned.phone.policy.id, riskId: owned.phone.risk.id },
      { front: made.front, back: made.back },
      new Date(now.getTime() - 150 * DAY),
    );
    for (const spec of DEMO_CLAIMS)
      await demoClaim(tx, files, spec, {
        target: owned[spec.policy],
        centers: centers.map((c) => c.id),
        files: made,
        staffId: staff?.id ?? null,
        holderId: holder.id,
        now,
      });
  });
}
