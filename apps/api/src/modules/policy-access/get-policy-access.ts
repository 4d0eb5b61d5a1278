import type { PolicyAccess } from '@amparo/contract';
import { firstNameOf, imeiRetriesLeft, insuredDeviceLabels } from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import { type CapabilityPurpose, resolveCapability } from '../../services/capabilities.ts';
import { imeiRetriesIn } from '../evaluations/imei-retries.ts';
import { currentPaymentMethod } from '../payments/current-payment-method.ts';
import { receiptViews } from '../payments/receipt-view.ts';
import { loadPolicyRecords } from '../policies/load-policy-records.ts';

/**
 * What a link from a mail (payment, phone check, signing) may show: the
 * policy's number, status, product, devices and receipts — nothing of other policies.
 */
export async function getPolicyAccess(
  db: Executor,
  purpose: CapabilityPurpose,
  token: string,
  now: Date,
): Promise<PolicyAccess> {
  return policyAccessView(db, purpose, await resolveCapability(db, token, purpose, now), now);
}

/** The view of one policy that a link of this purpose opens. */
export async function policyAccessView(
  db: Executor,
  purpose: CapabilityPurpose,
  policyId: number,
  now: Date,
): Promise<PolicyAccess> {
  const [record] = await loadPolicyRecords(db, [policyId]);
  const p = record!;
  const method = await currentPaymentMethod(db, policyId);
  const next = p.policy_payments.find((r) => !r.payment_date && r.pending_amount_cents !== 0);
  return {
    purpose,
    policy: {
      id: p.id,
      number: p.number,
      holder_name: firstNameOf(p.complete_name),
      product: { name: p.product.name, product_type_id: p.product.product_type_id },
      devices: insuredDeviceLabels(p.policy_risks),
      periodicity: p.periodicity,
      status: p.status,
      payment_method_type: p.payment_method_type,
      iban_last4: method?.iban ? method.iban.slice(-4) : null,
      next_receipt: next
        ? {
            id: next.id,
            sequence: next.sequence,
            price: next.price_cents,
            activation_date: next.activation_date,
          }
        : null,
      payments: await receiptViews(db, p.policy_payments, now),
      phones: p.policy_risks.flatMap((r) =>
        r.active && r.policy_risk_mobile
          ? [
              {
                risk_id: r.id,
                mobile_id: r.policy_risk_mobile.id,
                brand: r.policy_risk_mobile.brand,
                model: r.policy_risk_mobile.model,
                imei: r.policy_risk_mobile.imei,
                evaluation_status: r.policy_risk_mobile.evaluation_status,
                imei_retries_left: imeiRetriesLeft(imeiRetriesIn(p.settings, r.id)),
              },
            ]
          : [],
      ),
      evaluation_status: p.evaluation_status,
    },
  };
}
