import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import {
  claimStatuses,
  claims,
  payments,
  policies,
  policyRisks,
  products,
  riskDevices,
  riskMobiles,
  riskPersons,
  riskPortables,
  riskScooters,
  riskSmarttvs,
} from '../../db/schema/index.ts';

type ClaimRow = typeof claims.$inferSelect;
type RiskRecord = typeof policyRisks.$inferSelect & {
  policy_risk_mobile: typeof riskMobiles.$inferSelect | null;
  policy_risk_person: typeof riskPersons.$inferSelect | null;
  policy_risk_scooter: typeof riskScooters.$inferSelect | null;
  policy_risk_device: typeof riskDevices.$inferSelect | null;
  policy_risk_portable: typeof riskPortables.$inferSelect | null;
  policy_risk_smarttv: typeof riskSmarttvs.$inferSelect | null;
};

/** A policy shaped as spec 3 names it (policy_risks, policy_payments, sub-records per risk type). */
export type PolicyRecord = typeof policies.$inferSelect & {
  product: { id: number; name: string; product_type_id: number; coverages: string[] };
  policy_risks: RiskRecord[];
  policy_payments: (typeof payments.$inferSelect)[];
};

/** The same, with each risk's claims and their public statuses (only the customer area shows them). */
export type PolicyRecordWithClaims = Omit<PolicyRecord, 'policy_risks'> & {
  policy_risks: (RiskRecord & {
    policy_risk_claims: (ClaimRow & { statuses: (typeof claimStatuses.$inferSelect)[] })[];
  })[];
};

// Fixed shapes (`= any($1)` whatever the count), built once per executor (preparedFor): the
// policy detail, the customer area, signing and the contract each ask for these on every call.
const anyOf = (column: PgColumn) => sql`${column} = any(${sql.placeholder('ids')})`;

const policiesWithProduct = preparedFor((db) =>
  db
    .select({
      policy: policies,
      product: {
        id: products.id,
        name: products.name,
        product_type_id: products.product_type_id,
        coverages: products.coverages,
      },
    })
    .from(policies)
    .innerJoin(products, eq(products.id, policies.product_id))
    .where(anyOf(policies.id))
    .orderBy(asc(policies.id))
    .prepare(''),
);

// A risk has at most one row in each type's table (unique on policy_risk_id): one left join each.
const risksWithItems = preparedFor((db) =>
  db
    .select({
      risk: policyRisks,
      mobile: riskMobiles,
      person: riskPersons,
      scooter: riskScooters,
      device: riskDevices,
      portable: riskPortables,
      smarttv: riskSmarttvs,
    })
    .from(policyRisks)
    .leftJoin(riskMobiles, eq(riskMobiles.policy_risk_id, policyRisks.id))
    .leftJoin(riskPersons, eq(riskPersons.policy_risk_id, policyRisks.id))
    .leftJoin(riskScooters, eq(riskScooters.policy_risk_id, policyRisks.id))
    .leftJoin(riskDevices, eq(riskDevices.policy_risk_id, policyRisks.id))
    .leftJoin(riskPortables, eq(riskPortables.policy_risk_id, policyRisks.id))
    .leftJoin(riskSmarttvs, eq(riskSmarttvs.policy_risk_id, policyRisks.id))
    .where(anyOf(policyRisks.policy_id))
    .orderBy(asc(policyRisks.id))
    .prepare(''),
);

const livePayments = preparedFor((db) =>
  db
    .select()
    .from(payments)
    .where(and(anyOf(payments.policy_id), isNull(payments.deleted_at)))
    .orderBy(asc(payments.sequence))
    .prepare(''),
);

const claimsOf = preparedFor((db) =>
  db.select().from(claims).where(anyOf(claims.policy_id)).orderBy(asc(claims.id)).prepare(''),
);

const publicStatusesOf = preparedFor((db) =>
  db
    .select()
    .from(claimStatuses)
    .where(and(anyOf(claimStatuses.claim_id), eq(claimStatuses.is_public, true)))
    .orderBy(asc(claimStatuses.id))
    .prepare(''),
);

/** Loads whole policies in three statements, whatever their count. */
export async function loadPolicyRecords(db: Executor, policyIds: number[]): Promise<PolicyRecord[]> {
  if (policyIds.length === 0) return [];
  const [policyRows, riskRows, paymentRows] = await Promise.all([
    policiesWithProduct(db).execute({ ids: policyIds }),
    risksWithItems(db).execute({ ids: policyIds }),
    livePayments(db).execute({ ids: policyIds }),
  ]);
  return policyRows.map(({ policy, product }) => ({
    ...policy,
    product,
    policy_risks: riskRows
      .filter((r) => r.risk.policy_id === policy.id)
      .map((r) => ({
        ...r.risk,
        policy_risk_mobile: r.mobile,
        policy_risk_person: r.person,
        policy_risk_scooter: r.scooter,
        policy_risk_device: r.device,
        policy_risk_portable: r.portable,
        policy_risk_smarttv: r.smarttv,
      })),
    policy_payments: paymentRows.filter((p) => p.policy_id === policy.id),
  }));
}

/** loadPolicyRecords plus each risk's claims with their public statuses (two statements more at most). */
export async function loadPolicyRecordsWithClaims(
  db: Executor,
  policyIds: number[],
): Promise<PolicyRecordWithClaims[]> {
  if (policyIds.length === 0) return [];
  const [records, claimRows] = await Promise.all([
    loadPolicyRecords(db, policyIds),
    claimsOf(db).execute({ ids: policyIds }),
  ]);
  const statuses = claimRows.length
    ? await publicStatusesOf(db).execute({ ids: claimRows.map((c) => c.id) })
    : [];
  return records.map((record) => ({
    ...record,
    policy_risks: record.policy_risks.map((risk) => ({
      ...risk,
      policy_risk_claims: claimRows
        .filter((c) => c.policy_risk_id === risk.id)
        .map((c) => ({ ...c, statuses: statuses.filter((s) => s.claim_id === c.id) })),
    })),
  }));
}

// The receipt rules' view lives with the other receipt views; kept here for the modules that read it from here.
export { paymentForRules } from '../payments/receipt-view.ts';
