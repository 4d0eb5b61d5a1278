import { PayNewIbanRequestSchema } from '@amparo/contract';
import { maskIban, newMandateReference, PaymentMethodType, PolicyStatus } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { paymentMethods, payments } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../../services/audit.ts';
import { type PaymentCaller, policyForPayment, staffActor } from '../payments/payment-access.ts';
import { refuseIfInBank } from './pending-sepa-charge.ts';

type Context = { now: Date };

/**
 * The caller's unpaid receipt, locked: the policyholder's own, staff with
 * payments.manage, or the payment link's policy (payment-access.ts, as for cards).
 */
async function lockOwnUnpaidReceipt(
  tx: Executor,
  caller: PaymentCaller,
  policyId: number,
  paymentId: number,
  now: Date,
) {
  const policy = await policyForPayment(tx, caller, policyId, now);
  if (policy.status === PolicyStatus.CANCELLED) throw new AppError('POLICY_CANCELLED');
  const [receipt] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.policy_id, policyId)))
    .for('update');
  if (!receipt || receipt.deleted_at) throw new AppError('SEPA_PAYMENT_NOT_FOUND');
  if (receipt.payment_date || receipt.pending_amount_cents <= 0)
    throw new AppError('SEPA_PAYMENT_NOT_DEBITABLE');
  await refuseIfInBank(tx, receipt.id);
  return { policy, receipt };
}

/** The policy's active direct-debit mandate, if it has one. */
async function activeMandate(tx: Executor, policyId: number) {
  const [mandate] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.policy_id, policyId),
        eq(paymentMethods.type, PaymentMethodType.IBAN),
        eq(paymentMethods.active, true),
      ),
    )
    .limit(1);
  return mandate;
}

/** Puts the receipt back into the next SEPA file on the given mandate. */
async function queueForNextFile(tx: Executor, paymentId: number, methodId: number, now: Date) {
  await tx
    .update(payments)
    .set({
      payment_method_id: methodId,
      collection_stopped: false,
      next_collection_date: null,
      updated_at: now,
    })
    .where(eq(payments.id, paymentId));
}

/**
 * pay-iban: the customer asks to be debited again on the account of the
 * mandate they already have; the receipt goes into the next SEPA file.
 */
export async function payByIban(
  db: Database,
  caller: PaymentCaller,
  policyId: number,
  paymentId: number,
  context: Context,
) {
  return db.transaction(async (tx) => {
    const { receipt } = await lockOwnUnpaidReceipt(tx, caller, policyId, paymentId, context.now);
    const mandate = await activeMandate(tx, policyId);
    if (!mandate?.iban) throw new AppError('SEPA_NO_MANDATE');
    await queueForNextFile(tx, receipt.id, mandate.id, context.now);
    await writeAudit(tx, {
      action: 'payment.pay_iban',
      entityType: 'payment',
      entityId: receipt.id,
      actor: staffActor(caller),
      ip: caller.ip,
      after: { payment_method_id: mandate.id, iban: maskIban(mandate.iban) },
    });
    return {
      message: 'Cargaremos el recibo en tu cuenta en la próxima remesa',
      payment_id: receipt.id,
      next_collection_date: null,
    };
  });
}

/**
 * pay-new-iban: the customer gives another account. An existing direct-debit
 * mandate is amended (same reference, the old IBAN kept in amended_from_iban
 * so the next debit carries the SEPA amendment); a policy paying by card gets
 * a new mandate. The receipt goes into the next SEPA file.
 */
export async function payByNewIban(
  db: Database,
  caller: PaymentCaller,
  policyId: number,
  paymentId: number,
  body: { iban?: string | undefined; account_holder?: string | undefined },
  context: Context,
) {
  return db.transaction(async (tx) => {
    const { receipt } = await lockOwnUnpaidReceipt(tx, caller, policyId, paymentId, context.now);
    const checked = PayNewIbanRequestSchema.safeParse(body);
    if (!checked.success)
      throw new AppError('SEPA_NEW_ACCOUNT_INVALID', {
        params: { detail: checked.error.issues[0]?.message ?? 'Revisa la cuenta' },
      });
    const input = checked.data;
    const current = await activeMandate(tx, policyId);
    let methodId: number;
    if (current?.iban) {
      // The first IBAN of a chain of changes is the one the bank last saw on this mandate.
      const amendedFrom =
        current.mandate_first_collected_at && current.iban !== input.iban
          ? (current.amended_from_iban ?? current.iban)
          : current.amended_from_iban;
      await tx
        .update(paymentMethods)
        .set({
          iban: input.iban,
          account_holder: input.account_holder,
          amended_from_iban: amendedFrom,
          updated_at: context.now,
        })
        .where(eq(paymentMethods.id, current.id));
      methodId = current.id;
    } else {
      // Only this receipt moves to the account; the policy's default method stays as it is.
      const [created] = await tx
        .insert(paymentMethods)
        .values({
          policy_id: policyId,
          type: PaymentMethodType.IBAN,
          iban: input.iban,
          account_holder: input.account_holder,
          mandate_reference: newMandateReference(policyId, context.now),
          mandate_signed_at: context.now,
          is_default: false,
        })
        .returning({ id: paymentMethods.id });
      methodId = created!.id;
    }
    await queueForNextFile(tx, receipt.id, methodId, context.now);
    await writeAudit(tx, {
      action: 'payment.pay_new_iban',
      entityType: 'payment',
      entityId: receipt.id,
      actor: staffActor(caller),
      ip: caller.ip,
      before: current?.iban ? { iban: maskIban(current.iban) } : null,
      after: { payment_method_id: methodId, iban: maskIban(input.iban), amended: Boolean(current?.iban) },
    });
    return {
      message: 'Hemos guardado la cuenta: cargaremos el recibo en ella en la próxima remesa',
      payment_id: receipt.id,
      next_collection_date: null,
    };
  });
}
