import type { PolicyPaymentMethodSchema, UpdatePolicyPaymentMethodRequestSchema, z } from '@amparo/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods, payments, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { type PaymentCaller, policyForPayment, staffActor } from './payment-access.ts';

type Patch = z.output<typeof UpdatePolicyPaymentMethodRequestSchema>;
type MethodView = z.output<typeof PolicyPaymentMethodSchema>;

/**
 * PATCH /policies/{id}/payment_methods/{methodId}: make a method the one the
 * next receipts are charged to, or retire it. Unpaid receipts follow the new
 * default; a retired method is never charged again. Audited, card references masked.
 */
export async function updatePolicyPaymentMethod(
  db: Database,
  input: { policyId: number; methodId: number; caller: PaymentCaller; patch: Patch },
  context: { now: Date },
): Promise<MethodView> {
  const policy = await policyForPayment(db, input.caller, input.policyId, context.now);
  if (input.patch.is_default === undefined && input.patch.active === undefined)
    throw new AppError('PAYMENT_METHOD_PATCH_EMPTY');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, input.methodId), eq(paymentMethods.policy_id, policy.id)))
      .for('update');
    if (!before) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    const retire = input.patch.active === false;
    if (!retire && !before.active) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    if (!retire) {
      await tx
        .update(paymentMethods)
        .set({ is_default: false, updated_at: context.now })
        .where(and(eq(paymentMethods.policy_id, policy.id), ne(paymentMethods.id, before.id)));
      await tx
        .update(policies)
        .set({ payment_method_type: before.type, updated_at: context.now })
        .where(eq(policies.id, policy.id));
      await tx
        .update(payments)
        .set({ payment_method_id: before.id, updated_at: context.now })
        .where(
          and(eq(payments.policy_id, policy.id), isNull(payments.payment_date), isNull(payments.deleted_at)),
        );
    }
    const [after] = await tx
      .update(paymentMethods)
      .set(
        retire
          ? { active: false, is_default: false, updated_at: context.now }
          : { is_default: true, updated_at: context.now },
      )
      .where(eq(paymentMethods.id, before.id))
      .returning();
    await writeAudit(tx, {
      action: retire ? 'payment_method.deactivate' : 'payment_method.make_default',
      entityType: 'payment_method',
      entityId: before.id,
      actor:
        staffActor(input.caller) ??
        (input.caller.actor ? { id: input.caller.actor.id, role: input.caller.actor.role } : null),
      ip: input.caller.ip,
      before: { is_default: before.is_default, active: before.active, card_reference: before.card_reference },
      after: { is_default: after!.is_default, active: after!.active },
    });
    return {
      id: after!.id,
      type: after!.type,
      card_last4: after!.card_last4,
      card_expiry: after!.card_expiry,
      has_stored_card: Boolean(after!.card_reference),
      iban_last4: after!.iban ? after!.iban.slice(-4) : null,
      is_default: after!.is_default,
      active: after!.active,
    };
  });
}
