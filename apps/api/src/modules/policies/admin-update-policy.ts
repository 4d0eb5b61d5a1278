import type { ErrorCode, PolicyAdminUpdateRequestSchema, PolicyChangeResult, z } from '@amparo/contract';
import {
  adminPremiums,
  isRepricingRefusal,
  PaymentMethodType,
  PolicyStatus,
  type PremiumChangeRefusal,
  repriceOwedReceipts,
} from '@amparo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { distributors, paymentMethods, policies, stores } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { lockVisiblePolicy } from '../payments/find-policy-receipt.ts';
import { ledgerPolicyOf, lockRepricingReceipts, repricingView, writeRepricing } from './receipt-repricing.ts';

type Input = z.output<typeof PolicyAdminUpdateRequestSchema>;
type PolicyRow = typeof policies.$inferSelect;

const PREMIUM_REFUSALS: Record<PremiumChangeRefusal, ErrorCode> = {
  yearly_mismatch: 'POLICY_PREMIUM_YEARLY_MISMATCH',
  annual_below_receipt: 'POLICY_PREMIUM_ANNUAL_BELOW_RECEIPT',
};

/** The columns the admin edit may write, named as the request names them. */
type Changes = Partial<
  Pick<
    PolicyRow,
    | 'status'
    | 'starts_on'
    | 'ends_on'
    | 'premium_cents'
    | 'annual_premium_cents'
    | 'periodicity'
    | 'distributor_id'
    | 'store_id'
    | 'document_code'
    | 'payment_method_type'
  >
>;

/**
 * Store and distributor: both must be live (not deleted) and agree; a store alone brings its
 * distributor. Read FOR SHARE, so deleting either (which locks it FOR UPDATE) waits for this edit.
 */
async function checkSalesChannel(tx: Executor, policy: PolicyRow, input: Input): Promise<Changes> {
  if (input.store_id === undefined && input.distributor_id === undefined) return {};
  const storeId = input.store_id === undefined ? policy.store_id : input.store_id;
  let distributorId = input.distributor_id === undefined ? policy.distributor_id : input.distributor_id;
  if (storeId !== null) {
    const [store] = await tx
      .select()
      .from(stores)
      .where(and(eq(stores.id, storeId), isNull(stores.deleted_at)))
      .for('share');
    if (!store) throw new AppError('POLICY_STORE_UNKNOWN');
    if (input.distributor_id === undefined) distributorId = store.distributor_id;
    else if (store.distributor_id !== distributorId) throw new AppError('POLICY_STORE_OTHER_DISTRIBUTOR');
  }
  if (distributorId !== null) {
    const [distributor] = await tx
      .select({ id: distributors.id })
      .from(distributors)
      .where(and(eq(distributors.id, distributorId), isNull(distributors.deleted_at)))
      .for('share');
    if (!distributor) throw new AppError('POLICY_DISTRIBUTOR_UNKNOWN');
  }
  return { store_id: storeId, distributor_id: distributorId };
}

/** The refusals that need no receipts: cancellation elsewhere, a cancelled policy, dates, signing, IBAN. */
async function checkCombination(tx: Executor, policy: PolicyRow, input: Input) {
  if (input.status === PolicyStatus.CANCELLED && policy.status !== PolicyStatus.CANCELLED)
    throw new AppError('POLICY_ADMIN_CANCEL_NOT_HERE');
  if (policy.status === PolicyStatus.CANCELLED) {
    const touched = Object.entries(input).filter(
      ([key, value]) =>
        value !== undefined && !['reason', 'dry_run', 'document_code', 'status'].includes(key),
    );
    if (touched.length || (input.status !== undefined && input.status !== PolicyStatus.CANCELLED))
      throw new AppError('POLICY_ADMIN_CANCELLED');
  }
  if (input.status === PolicyStatus.ACTIVE_PAID_SIGNED && !policy.signed_at)
    throw new AppError('POLICY_SIGNED_NEEDS_SIGNATURE');
  const startsOn = input.starts_on ?? policy.starts_on;
  const endsOn = input.ends_on === undefined ? policy.ends_on : input.ends_on;
  if (startsOn && endsOn && endsOn < startsOn) throw new AppError('POLICY_DATES_INVALID');
  if (input.payment_method_type === PaymentMethodType.IBAN) {
    const [iban] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.policy_id, policy.id),
          eq(paymentMethods.type, PaymentMethodType.IBAN),
          eq(paymentMethods.active, true),
        ),
      );
    if (!iban) throw new AppError('POLICY_PAYMENT_METHOD_MISSING');
  }
}

const REQUEST_NAMES: Record<keyof Changes, string> = {
  status: 'status',
  starts_on: 'starts_on',
  ends_on: 'ends_on',
  premium_cents: 'premium',
  annual_premium_cents: 'annual_premium',
  periodicity: 'periodicity',
  distributor_id: 'distributor_id',
  store_id: 'store_id',
  document_code: 'document_code',
  payment_method_type: 'payment_method_type',
};

/**
 * PATCH /policies/{id}/admin (admins only, docs/policy-admin.md): any field that matters,
 * with a reason. A change of premium, periodicity or start re-prices the
 * receipts still owed by the domain's repriceOwedReceipts in the same
 * transaction; paid receipts never change. `dry_run` answers the same without
 * writing (the dialog's preview of the new receipts).
 */
export async function adminUpdatePolicy(
  db: Database,
  actor: Actor,
  policyId: number,
  input: Input,
  context: { now: Date; ip: string },
): Promise<PolicyChangeResult> {
  return db.transaction(async (tx) => {
    const policy = await lockVisiblePolicy(tx, actor, policyId);
    await checkCombination(tx, policy, input);
    const changes: Changes = {
      ...(input.status !== undefined && { status: input.status }),
      ...(input.starts_on !== undefined && { starts_on: input.starts_on }),
      ...(input.ends_on !== undefined && { ends_on: input.ends_on }),
      ...(input.document_code !== undefined && { document_code: input.document_code }),
      ...(input.payment_method_type !== undefined && { payment_method_type: input.payment_method_type }),
      ...(await checkSalesChannel(tx, policy, input)),
    };
    const pricing =
      input.premium !== undefined ||
      input.annual_premium !== undefined ||
      input.periodicity !== undefined ||
      input.starts_on !== undefined;
    let receipts = repricingView({ updates: [], deletions: [], additions: [], kept: [] });
    let plan: Parameters<typeof writeRepricing>[2] | null = null;
    if (pricing) {
      const periodicity = input.periodicity ?? policy.periodicity;
      const premiums = adminPremiums({
        periodicity,
        current: {
          periodicity: policy.periodicity,
          premium: policy.premium_cents,
          annual_premium: policy.annual_premium_cents,
        },
        premium: input.premium,
        annual_premium: input.annual_premium,
      });
      if ('refusal' in premiums) throw new AppError(PREMIUM_REFUSALS[premiums.refusal]);
      Object.assign(changes, {
        periodicity,
        premium_cents: premiums.premium,
        annual_premium_cents: premiums.annual_premium,
      });
      const rows = await lockRepricingReceipts(tx, policyId);
      const previous = ledgerPolicyOf(policy, rows);
      const next = {
        periodicity,
        starts_on: input.starts_on ?? previous.starts_on,
        premium: premiums.premium,
        annual_premium: premiums.annual_premium,
      };
      if (!next.starts_on) throw new AppError('POLICY_START_NEEDED');
      const repriced = repriceOwedReceipts(previous, next, rows);
      if (isRepricingRefusal(repriced))
        throw new AppError('POLICY_RECEIPT_SETTLED_OFF_SCHEDULE', {
          params: { sequence: repriced.sequence },
        });
      plan = repriced;
      receipts = repricingView(repriced);
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(changes) as [keyof Changes, unknown][]) {
      if (policy[column] === value) continue;
      before[REQUEST_NAMES[column]] = policy[column];
      after[REQUEST_NAMES[column]] = value;
    }
    const result = { policy_id: policyId, dry_run: input.dry_run === true, before, after, receipts };
    if (input.dry_run) return result;
    if (Object.keys(after).length)
      await tx
        .update(policies)
        .set({ ...changes, updated_at: context.now })
        .where(eq(policies.id, policyId));
    if (plan) await writeRepricing(tx, policyId, plan, context.now);
    await writeAudit(tx, {
      action: 'policy.admin_update',
      entityType: 'policy',
      entityId: policyId,
      actor,
      ip: context.ip,
      before,
      after: { ...after, reason: input.reason, receipts },
    });
    return result;
  });
}
