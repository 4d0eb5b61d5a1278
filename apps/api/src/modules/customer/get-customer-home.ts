import type { CustomerHome, CustomerPolicy } from '@amparo/contract';
import {
  claimStatusLabel,
  claimTypeName,
  type NotificationPolicy,
  policyNotifications,
  policyStatusName,
  riskDeviceLabel,
} from '@amparo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { paymentForRules, receiptView } from '../payments/receipt-view.ts';
import { loadPolicyRecords, type PolicyRecord } from '../policies/load-policy-records.ts';
import { type LatestOutcomes, latestEvaluationOutcomes } from './latest-evaluation-outcomes.ts';

/** A policy as the notice rules read it; `outcomes` tells a damage from a retake (absent: none decided). */
export function toNotificationPolicy(record: PolicyRecord, outcomes?: LatestOutcomes): NotificationPolicy {
  return {
    id: record.id,
    number: record.number,
    status: record.status,
    product: record.product,
    evaluation_status: record.evaluation_status,
    evaluation_active: record.evaluation_active,
    sign_link: record.sign_link,
    policy_risks: record.policy_risks.map((r) => ({
      ...r,
      evaluation_outcome: outcomes?.byRisk.get(r.id) ?? null,
      policy_risk_claims: r.policy_risk_claims.map((c) => ({ ...c, statuses: c.statuses })),
    })),
    policy_payments: record.policy_payments.map(paymentForRules),
  };
}

function toCustomerPolicy(record: PolicyRecord, outcomes: LatestOutcomes, now: Date): CustomerPolicy {
  return {
    id: record.id,
    number: record.number,
    status: record.status,
    status_name: policyStatusName(record.status),
    product: { name: record.product.name, product_type_id: record.product.product_type_id },
    devices: record.policy_risks.filter((r) => r.active).map((r) => riskDeviceLabel(r)),
    periodicity: record.periodicity,
    premium: record.premium_cents,
    sign_link: record.sign_link,
    created_at: record.created_at.toISOString(),
    ends_on: record.ends_on,
    evaluation_outcome: outcomes.byPolicy.get(record.id) ?? null,
    notifications: policyNotifications(toNotificationPolicy(record, outcomes), now),
    payments: record.policy_payments.map((p) => receiptView(p, now)),
    claims: record.policy_risks.flatMap((r) =>
      r.policy_risk_claims.map((c) => ({
        id: c.id,
        claim_type_id: c.claim_type_id,
        claim_type_name: claimTypeName(c.claim_type_id),
        status_label: claimStatusLabel(c.internal_status),
        occurred_on: c.occurred_on,
        created_at: c.created_at.toISOString(),
      })),
    ),
  };
}

/** The customer area's home: every notice first, then each policy with its receipts and claims. */
export async function getCustomerHome(db: Database, actor: Actor, now: Date): Promise<CustomerHome> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, actor.id), isNull(users.deleted_at)));
  if (!user) throw new AppError('USER_NOT_FOUND');
  const ids = await db
    .select({ id: policies.id })
    .from(policies)
    .where(eq(policies.policyholder_id, actor.id));
  const policyIds = ids.map((r) => r.id);
  const records = await loadPolicyRecords(db, policyIds);
  const outcomes = await latestEvaluationOutcomes(db, policyIds);
  // Records come oldest first (by id): the customer sees the newest policy first.
  const customerPolicies = records.reverse().map((r) => toCustomerPolicy(r, outcomes, now));
  return {
    user: { name: user.name, email: user.email, phone: user.phone },
    notifications: customerPolicies.flatMap((p) => p.notifications),
    policies: customerPolicies,
  };
}
