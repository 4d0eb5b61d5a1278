import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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

/** A policy shaped as spec 3 names it (policy_risks, policy_payments, sub-records per risk type). */
export type PolicyRecord = typeof policies.$inferSelect & {
  product: { id: number; name: string; product_type_id: number };
  policy_risks: (typeof policyRisks.$inferSelect & {
    policy_risk_mobile: typeof riskMobiles.$inferSelect | null;
    policy_risk_person: typeof riskPersons.$inferSelect | null;
    policy_risk_scooter: typeof riskScooters.$inferSelect | null;
    policy_risk_device: typeof riskDevices.$inferSelect | null;
    policy_risk_portable: typeof riskPortables.$inferSelect | null;
    policy_risk_smarttv: typeof riskSmarttvs.$inferSelect | null;
    policy_risk_claims: (ClaimRow & { statuses: (typeof claimStatuses.$inferSelect)[] })[];
  })[];
  policy_payments: (typeof payments.$inferSelect)[];
};

const byRisk = <T extends { policy_risk_id: number }>(rows: T[], riskId: number) =>
  rows.find((r) => r.policy_risk_id === riskId) ?? null;

/** Loads whole policies in a fixed number of queries, whatever their count. */
export async function loadPolicyRecords(db: Executor, policyIds: number[]): Promise<PolicyRecord[]> {
  if (policyIds.length === 0) return [];
  const policyRows = await db
    .select()
    .from(policies)
    .where(inArray(policies.id, policyIds))
    .orderBy(asc(policies.id));
  const risks = await db
    .select()
    .from(policyRisks)
    .where(inArray(policyRisks.policy_id, policyIds))
    .orderBy(asc(policyRisks.id));
  const riskIds = risks.map((r) => r.id);
  const productIds = [...new Set(policyRows.map((p) => p.product_id))];
  const none = [] as never[];
  const [productRows, mobiles, persons, scooters, devices, portables, tvs, paymentRows, claimRows] =
    await Promise.all([
      db.select().from(products).where(inArray(products.id, productIds)),
      riskIds.length
        ? db.select().from(riskMobiles).where(inArray(riskMobiles.policy_risk_id, riskIds))
        : none,
      riskIds.length
        ? db.select().from(riskPersons).where(inArray(riskPersons.policy_risk_id, riskIds))
        : none,
      riskIds.length
        ? db.select().from(riskScooters).where(inArray(riskScooters.policy_risk_id, riskIds))
        : none,
      riskIds.length
        ? db.select().from(riskDevices).where(inArray(riskDevices.policy_risk_id, riskIds))
        : none,
      riskIds.length
        ? db.select().from(riskPortables).where(inArray(riskPortables.policy_risk_id, riskIds))
        : none,
      riskIds.length
        ? db.select().from(riskSmarttvs).where(inArray(riskSmarttvs.policy_risk_id, riskIds))
        : none,
      db
        .select()
        .from(payments)
        .where(and(inArray(payments.policy_id, policyIds), isNull(payments.deleted_at)))
        .orderBy(asc(payments.sequence)),
      db.select().from(claims).where(inArray(claims.policy_id, policyIds)).orderBy(asc(claims.id)),
    ]);
  const statuses = claimRows.length
    ? await db
        .select()
        .from(claimStatuses)
        .where(
          inArray(
            claimStatuses.claim_id,
            claimRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(claimStatuses.id))
    : [];
  return policyRows.map((policy) => {
    const product = productRows.find((p) => p.id === policy.product_id)!;
    return {
      ...policy,
      product: { id: product.id, name: product.name, product_type_id: product.product_type_id },
      policy_risks: risks
        .filter((r) => r.policy_id === policy.id)
        .map((risk) => ({
          ...risk,
          policy_risk_mobile: byRisk(mobiles, risk.id),
          policy_risk_person: byRisk(persons, risk.id),
          policy_risk_scooter: byRisk(scooters, risk.id),
          policy_risk_device: byRisk(devices, risk.id),
          policy_risk_portable: byRisk(portables, risk.id),
          policy_risk_smarttv: byRisk(tvs, risk.id),
          policy_risk_claims: claimRows
            .filter((c) => c.policy_risk_id === risk.id)
            .map((c) => ({ ...c, statuses: statuses.filter((s) => s.claim_id === c.id && s.is_public) })),
        })),
      policy_payments: paymentRows.filter((p) => p.policy_id === policy.id),
    };
  });
}

// The receipt rules' view lives with the other receipt views; kept here for the modules that read it from here.
export { paymentForRules } from '../payments/receipt-view.ts';
