import type { PolicyAccess } from '@amparo/contract';
import { RiskType, riskDeviceLabel } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { type CapabilityPurpose, resolveCapability } from '../../services/capabilities.ts';
import { loadPolicyRecords } from '../policies/load-policy-records.ts';

/**
 * What a link from a mail (payment, phone check, signing) may show: the
 * policy's number, product, devices and next receipt — nothing of other policies.
 */
export async function getPolicyAccess(
  db: Executor,
  purpose: CapabilityPurpose,
  token: string,
  now: Date,
): Promise<PolicyAccess> {
  const policyId = await resolveCapability(db, token, purpose, now);
  const [record] = await loadPolicyRecords(db, [policyId]);
  const p = record!;
  const [method] = await db
    .select({ iban: paymentMethods.iban })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.policy_id, policyId),
        eq(paymentMethods.is_default, true),
        eq(paymentMethods.active, true),
      ),
    );
  const next = p.policy_payments.find((r) => !r.payment_date && r.pending_amount_cents !== 0);
  return {
    purpose,
    policy: {
      id: p.id,
      number: p.number,
      holder_name: p.complete_name.split(' ')[0] ?? p.complete_name,
      product: { name: p.product.name, product_type_id: p.product.product_type_id },
      devices: p.policy_risks
        .filter((r) => r.active && r.risk_type !== RiskType.PERSON)
        .map((r) => riskDeviceLabel(r)),
      periodicity: p.periodicity,
      payment_method_type: p.payment_method_type,
      iban_last4: method?.iban ? method.iban.slice(-4) : null,
      next_receipt: next
        ? { sequence: next.sequence, price: next.price_cents, activation_date: next.activation_date }
        : null,
    },
  };
}
