import type { PolicyDetail } from '@amparo/contract';
import { madridDate, maskIban, policyStatusName, premiumCoverOn, riskDeviceLabel } from '@amparo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { discounts, paymentMethods, policies, policyDiscounts, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { listEndorsements } from '../endorsements/endorsement-view.ts';
import { policyDunning } from '../payments/receipt-dunning.ts';
import { policyPaymentViewsWithMovements } from '../payments/receipt-view.ts';
import { latestRenewalOf, renewalView, withNoticeLink } from '../renewals/renewal-view.ts';
import { signedContractUrl } from '../signatures/signed-contract-link.ts';
import { loadPolicyRecords } from './load-policy-records.ts';
import { policySettingsView } from './policy-settings-view.ts';
import { visiblePolicies } from './policy-visibility.ts';
import { premiumReceiptsFrom } from './premium-receipts.ts';

// The back office's policy page on every open: its fixed-shape lookups are built once (preparedFor).
const visibleToAll = preparedFor((db) =>
  db
    .select({ id: policies.id, store_name: stores.name })
    .from(policies)
    .leftJoin(stores, eq(stores.id, policies.store_id))
    .where(eq(policies.id, sql.placeholder('id')))
    .prepare(''),
);

const methodsOf = preparedFor((db) =>
  db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.policy_id, sql.placeholder('id')))
    .prepare(''),
);

const discountsOf = preparedFor((db) =>
  db
    .select({ id: discounts.id, code: discounts.code, amount: policyDiscounts.amount_cents })
    .from(policyDiscounts)
    .innerJoin(discounts, eq(discounts.id, policyDiscounts.discount_id))
    .where(eq(policyDiscounts.policy_id, sql.placeholder('id')))
    .orderBy(policyDiscounts.id)
    .prepare(''),
);

/** The policy with its store's name, if the actor may see it. */
async function visiblePolicy(db: Executor, actor: Actor, id: number) {
  const scope = visiblePolicies(actor);
  if (!scope) return (await visibleToAll(db).execute({ id }))[0];
  const [row] = await db
    .select({ id: policies.id, store_name: stores.name })
    .from(policies)
    .leftJoin(stores, eq(stores.id, policies.store_id))
    .where(and(eq(policies.id, id), scope));
  return row;
}

/** One policy as the back office sees it; outside the actor's scope it does not exist (404). */
export async function getPolicy(
  db: Executor,
  files: FileStore,
  actor: Actor,
  id: number,
  now: Date,
): Promise<PolicyDetail> {
  const visible = await visiblePolicy(db, actor, id);
  if (!visible) throw new AppError('POLICY_NOT_FOUND');
  const [[record], methods, applied, renewal, endorsements] = await Promise.all([
    loadPolicyRecords(db, [id]),
    methodsOf(db).execute({ id }),
    discountsOf(db).execute({ id }),
    latestRenewalOf(db, id),
    listEndorsements(db, files, id, now),
  ]);
  const p = record!;
  const { views: receipts, transactions } = await policyPaymentViewsWithMovements(db, p.policy_payments, now);
  return {
    id: p.id,
    number: p.number,
    status: p.status,
    status_name: policyStatusName(p.status),
    product: p.product,
    complete_name: p.complete_name,
    email: p.email,
    phone: p.phone,
    document_code: p.document_code,
    devices: p.policy_risks.filter((r) => r.active && r.risk_type !== 2).map((r) => riskDeviceLabel(r)),
    periodicity: p.periodicity,
    payment_method_type: p.payment_method_type,
    premium: p.premium_cents,
    annual_premium: p.annual_premium_cents,
    distributor_id: p.distributor_id,
    store_id: p.store_id,
    store_name: visible.store_name,
    evaluation_status: p.evaluation_status,
    evaluation_active: p.evaluation_active,
    sign_link: p.sign_link,
    // The column keeps the signed PDF's file key; the answer is a short-lived download address.
    contract_link: await signedContractUrl(files, p.contract_link, now),
    created_at: p.created_at.toISOString(),
    discounts: applied,
    starts_on: p.starts_on,
    ends_on: p.ends_on,
    premium_cover: premiumCoverOn(premiumReceiptsFrom(p.policy_payments), madridDate(now)!),
    renewal: await withNoticeLink(renewalView(p, renewal, madridDate(now)!), renewal, files, now),
    dunning: await policyDunning(db, p, p.policy_payments, transactions, now),
    endorsements,
    settings: policySettingsView(p.settings),
    policy_risks: p.policy_risks.map((r) => ({
      id: r.id,
      risk_type: r.risk_type,
      active: r.active,
      name: r.name,
      description: r.description,
      device: (r.policy_risk_mobile ??
        r.policy_risk_scooter ??
        r.policy_risk_device ??
        r.policy_risk_portable ??
        r.policy_risk_smarttv ??
        r.policy_risk_person) as Record<string, unknown> | null,
    })),
    policy_payments: receipts,
    payment_methods: methods.map((m) => ({
      id: m.id,
      type: m.type,
      iban: m.iban ? maskIban(m.iban) : null,
      account_holder: m.account_holder,
      card_last4: m.card_last4,
    })),
  };
}
