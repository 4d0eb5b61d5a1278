import type { CustomerHome, CustomerPolicy } from '@amparo/contract';
import type { ReceiptCollection } from '@amparo/domain';
import {
  acceptsClaimsToday,
  canReplaceDevice,
  claimDisplayLabel,
  claimTypeName,
  madridDate,
  type NotificationPolicy,
  policyNotifications,
  policyStatusName,
  riskDeviceLabel,
} from '@amparo/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { claimDocuments, policies, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { checklistOf } from '../claims/claim-rules.ts';
import {
  loadCollections,
  loadRefundReasons,
  paymentForRules,
  receiptView,
} from '../payments/receipt-view.ts';
import { loadPolicyRecordsWithClaims, type PolicyRecordWithClaims } from '../policies/load-policy-records.ts';
import { latestRenewalsOf, type RenewalRow, renewalView } from '../renewals/renewal-view.ts';
import { signedContractUrl } from '../signatures/signed-contract-link.ts';
import { type LatestOutcomes, latestEvaluationOutcomes } from './latest-evaluation-outcomes.ts';

/** A policy as the notice rules read it; `outcomes` tells a damage from a retake (absent: none decided). */
export function toNotificationPolicy(
  record: PolicyRecordWithClaims,
  outcomes?: LatestOutcomes,
): NotificationPolicy {
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

type ClaimDocumentRow = Pick<
  typeof claimDocuments.$inferSelect,
  'id' | 'claim_id' | 'type' | 'review_status' | 'rejection_reason' | 'replaces_id'
>;

function toCustomerPolicy(
  record: PolicyRecordWithClaims,
  outcomes: LatestOutcomes,
  contractLink: string | null,
  documents: readonly ClaimDocumentRow[],
  collections: ReadonlyMap<number, ReceiptCollection>,
  refundReasons: ReadonlyMap<number, string>,
  now: Date,
  renewal: RenewalRow | undefined,
): CustomerPolicy {
  return {
    id: record.id,
    number: record.number,
    status: record.status,
    status_name: policyStatusName(record.status),
    product: {
      name: record.product.name,
      product_type_id: record.product.product_type_id,
      coverages: record.product.coverages,
    },
    devices: record.policy_risks.filter((r) => r.active).map((r) => riskDeviceLabel(r)),
    // The insured items a claim is declared on (POST /policies/{id}/risks/{riskId}/claims).
    risks: record.policy_risks
      .filter((r) => r.active)
      .map((r) => ({ id: r.id, risk_type: r.risk_type, label: riskDeviceLabel(r) })),
    periodicity: record.periodicity,
    premium: record.premium_cents,
    sign_link: record.sign_link,
    contract_link: contractLink,
    created_at: record.created_at.toISOString(),
    ends_on: record.ends_on,
    renewal: renewalView(record, renewal, madridDate(now)!),
    accepts_claims: acceptsClaimsToday(record, madridDate(now)!),
    can_change_device: canReplaceDevice(record, madridDate(now)!),
    evaluation_outcome: outcomes.byPolicy.get(record.id) ?? null,
    notifications: policyNotifications(toNotificationPolicy(record, outcomes), now),
    payments: record.policy_payments.map((p) => ({
      ...receiptView(p, now, collections.get(p.id) ?? null),
      refund_reason: refundReasons.get(p.id) ?? null,
    })),
    claims: record.policy_risks.flatMap((r) =>
      r.policy_risk_claims.map((c) => {
        const checklist = checklistOf(
          c,
          {
            productTypeId: record.product.product_type_id,
            policyCreatedAt: record.created_at,
            riskTypeId: r.risk_type,
          },
          documents.filter((d) => d.claim_id === c.id),
        );
        return {
          id: c.id,
          number: c.number,
          policy_risk_id: r.id,
          claim_type_id: c.claim_type_id,
          claim_type_name: claimTypeName(c.claim_type_id),
          status_label: claimDisplayLabel(c, 'customer'),
          is_draft: c.sent_at === null,
          occurred_on: c.occurred_on,
          created_at: c.created_at.toISOString(),
          documents_complete: checklist.isComplete,
          documents_missing: checklist.missing.map((m) => m.title),
        };
      }),
    ),
  };
}

/** The customer area's home: every notice first, then each policy with its receipts and claims. */
export async function getCustomerHome(
  db: Database,
  files: FileStore,
  actor: Actor,
  now: Date,
): Promise<CustomerHome> {
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
  const records = await loadPolicyRecordsWithClaims(db, policyIds);
  const outcomes = await latestEvaluationOutcomes(db, policyIds);
  const documents = await claimDocumentsOf(db, records);
  const receipts = records.flatMap((r) => r.policy_payments);
  const [collections, refundReasons, renewals] = await Promise.all([
    loadCollections(db, receipts),
    loadRefundReasons(db, receipts),
    latestRenewalsOf(db, policyIds),
  ]);
  // Records come oldest first (by id): the customer sees the newest policy first.
  // `contract_link` keeps the signed PDF's file key: the customer gets a short-lived download address.
  const links = await Promise.all(records.map((r) => signedContractUrl(files, r.contract_link, now)));
  const customerPolicies = records
    .map((r, i) =>
      toCustomerPolicy(
        r,
        outcomes,
        links[i] ?? null,
        documents,
        collections,
        refundReasons,
        now,
        renewals.get(r.id),
      ),
    )
    .reverse();
  return {
    user: { name: user.name, email: user.email, phone: user.phone },
    notifications: customerPolicies.flatMap((p) => p.notifications),
    policies: customerPolicies,
  };
}

/** The files of every claim of these policies, for each claim's checklist (one query). */
async function claimDocumentsOf(
  db: Database,
  records: readonly PolicyRecordWithClaims[],
): Promise<ClaimDocumentRow[]> {
  const claimIds = records.flatMap((p) =>
    p.policy_risks.flatMap((r) => r.policy_risk_claims.map((c) => c.id)),
  );
  if (claimIds.length === 0) return [];
  return db
    .select({
      id: claimDocuments.id,
      claim_id: claimDocuments.claim_id,
      type: claimDocuments.type,
      review_status: claimDocuments.review_status,
      rejection_reason: claimDocuments.rejection_reason,
      replaces_id: claimDocuments.replaces_id,
    })
    .from(claimDocuments)
    .where(inArray(claimDocuments.claim_id, claimIds));
}
