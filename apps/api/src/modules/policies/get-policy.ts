import type { PolicyDetail } from '@amparo/contract';
import { maskIban, policyStatusName, riskDeviceLabel } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discounts, paymentMethods, policies, policyDiscounts, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { policyPaymentViews } from '../payments/receipt-view.ts';
import { signedContractUrl } from '../signatures/signed-contract-link.ts';
import { loadPolicyRecords } from './load-policy-records.ts';
import { policySettingsView } from './policy-settings-view.ts';
import { visiblePolicies } from './policy-visibility.ts';

/** One policy as the back office sees it; outside the actor's scope it does not exist (404). */
export async function getPolicy(
  db: Executor,
  files: FileStore,
  actor: Actor,
  id: number,
  now: Date,
): Promise<PolicyDetail> {
  const [visible] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, id), visiblePolicies(actor)));
  if (!visible) throw new AppError('POLICY_NOT_FOUND');
  const [record] = await loadPolicyRecords(db, [id]);
  const p = record!;
  const [storeRow] = p.store_id
    ? await db.select({ name: stores.name }).from(stores).where(eq(stores.id, p.store_id))
    : [];
  const [methods, applied, receipts] = await Promise.all([
    db.select().from(paymentMethods).where(eq(paymentMethods.policy_id, id)),
    db
      .select({ id: discounts.id, code: discounts.code, amount: policyDiscounts.amount_cents })
      .from(policyDiscounts)
      .innerJoin(discounts, eq(discounts.id, policyDiscounts.discount_id))
      .where(eq(policyDiscounts.policy_id, id))
      .orderBy(policyDiscounts.id),
    policyPaymentViews(db, p.policy_payments, now),
  ]);
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
    store_name: storeRow?.name ?? null,
    evaluation_status: p.evaluation_status,
    evaluation_active: p.evaluation_active,
    sign_link: p.sign_link,
    // The column keeps the signed PDF's file key; the answer is a short-lived download address.
    contract_link: await signedContractUrl(files, p.contract_link, now),
    created_at: p.created_at.toISOString(),
    discounts: applied,
    starts_on: p.starts_on,
    ends_on: p.ends_on,
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
