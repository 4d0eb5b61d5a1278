import type { UpdatePaymentMethodRequestSchema, z } from '@amparo/contract';
import { maskIban, PaymentMethodType, PolicyStatus } from '@amparo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods, payments, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { currentPaymentMethod } from '../payments/current-payment-method.ts';

type Input = z.output<typeof UpdatePaymentMethodRequestSchema>;

/**
 * The policyholder changes how the next receipts of one of their policies are
 * paid: a new payment method becomes the default, unpaid receipts move to it,
 * and the change is audited (account numbers masked).
 */
export async function updatePaymentMethod(
  db: Database,
  actor: Actor,
  policyId: number,
  input: Input,
  context: { now: Date; ip: string },
) {
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.policyholder_id, actor.id)));
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  if (policy.status === PolicyStatus.CANCELLED) throw new AppError('POLICY_CANCELLED');
  const type = input.payment_method === 'card' ? PaymentMethodType.CARD : PaymentMethodType.IBAN;
  await db.transaction(async (tx) => {
    const before = await currentPaymentMethod(tx, policyId);
    await tx
      .update(paymentMethods)
      .set({ is_default: false, active: false, updated_at: context.now })
      .where(eq(paymentMethods.policy_id, policyId));
    const [method] = await tx
      .insert(paymentMethods)
      .values(
        type === PaymentMethodType.CARD
          ? { policy_id: policyId, type }
          : {
              policy_id: policyId,
              type,
              iban: input.iban!,
              account_holder: input.account_holder ?? policy.complete_name,
              mandate_reference: `AMP-M-${String(policyId).padStart(8, '0')}-${context.now.getTime().toString(36)}`,
              mandate_signed_at: context.now,
            },
      )
      .returning();
    await tx
      .update(policies)
      .set({ payment_method_type: type, updated_at: context.now })
      .where(eq(policies.id, policyId));
    await tx
      .update(payments)
      .set({ payment_method_id: method!.id, updated_at: context.now })
      .where(
        and(eq(payments.policy_id, policyId), isNull(payments.payment_date), isNull(payments.deleted_at)),
      );
    const shown = (m: typeof before) =>
      m ? { type: m.type, iban: m.iban ? maskIban(m.iban) : null, account_holder: m.account_holder } : null;
    await writeAudit(tx, {
      action: 'customer.update_payment_method',
      entityType: 'policy',
      entityId: policyId,
      actor,
      ip: context.ip,
      before: shown(before),
      after: shown(method ?? null),
    });
  });
  return {
    message:
      type === PaymentMethodType.CARD
        ? 'Pagarás los próximos recibos con tarjeta'
        : 'Cargaremos los próximos recibos en tu cuenta',
  };
}
