import type { ChangeTierRequestSchema, z } from '@amparo/contract';
import { madridDate } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { lockVisiblePolicy } from '../payments/find-policy-receipt.ts';
import { getProduct } from '../products/get-product.ts';
import {
  type EndorsementAnswer,
  endorsementPreview,
  inEndorsementTransaction,
} from './endorsement-transaction.ts';
import { endorsementView } from './endorsement-view.ts';
import { assertInForce, changeDay } from './policy-in-force.ts';
import { recordEndorsement } from './record-endorsement.ts';
import { repriceAnnouncedRenewal, scheduleForNextPeriod } from './schedule-for-next-period.ts';
import { bandReceipt, planTermReceipts, writeTermReceipts } from './term-receipts.ts';

type Input = z.output<typeof ChangeTierRequestSchema>;

/**
 * POST /policies/{id}/endorsements/tier (staff, docs/contract.md "Changes during the year"): another
 * tier of the same line (basic, intermediate, top), from a day of the current period with the premium
 * pro rata (domain endorsementPremiumPlan), or from the next period, priced into its renewal. The
 * suplemento's PDF is kept and mailed; `dry_run` answers the figures without writing.
 */
export async function changePolicyTier(
  db: Database,
  deps: { files: FileStore; publicUrl: string | null },
  actor: Actor,
  policyId: number,
  input: Input,
  context: { now: Date; ip: string },
): Promise<EndorsementAnswer> {
  const { now } = context;
  const today = madridDate(now)!;
  return inEndorsementTransaction(db, deps.files, async (tx, written) => {
    const policy = await lockVisiblePolicy(tx, actor, policyId);
    assertInForce(policy, today);
    const [current, target] = await Promise.all([
      getProduct(tx, policy.product_id),
      getProduct(tx, input.product_id),
    ]);
    if (target.product_type_id !== policy.product_type_id) throw new AppError('ENDORSEMENT_OTHER_LINE');
    if (target.id === policy.product_id) throw new AppError('ENDORSEMENT_SAME_TIER');
    if (!target.active) throw new AppError('PRODUCT_RETIRED');
    const before = { product_id: current.id, product: current.name };
    const after = { product_id: target.id, product: target.name, when: input.when };
    let effectiveOn: string;
    let premium: { before: number; after: number; adjustment: number };
    let write: () => Promise<void>;
    if (input.when === 'next_period') {
      const priced = await scheduleForNextPeriod(
        tx,
        policy,
        { kind: 'tier', product_id: target.id },
        { now, dryRun: input.dry_run === true },
      );
      effectiveOn = priced.effectiveOn;
      premium = { before: priced.before, after: priced.after, adjustment: 0 };
      write = async () => undefined;
    } else {
      effectiveOn = changeDay(policy, today, input.effective_on);
      const baseReceipt = bandReceipt(target.prices, policy.device_value_cents ?? 0, policy.periodicity);
      const { plan, receiptPrice, repriced } = await planTermReceipts(tx, policy, {
        effectiveOn,
        today,
        baseReceipt,
      });
      if (!repriced) throw new AppError('ENDORSEMENT_TERM_MIXED');
      premium = plan;
      write = async () => {
        await tx
          .update(policies)
          .set({ product_id: target.id, updated_at: now })
          .where(eq(policies.id, policy.id));
        await writeTermReceipts(tx, policy, plan, { effectiveOn, receiptPrice, now });
        // A renewal already announced is priced again on the tier the policy now has.
        await repriceAnnouncedRenewal(tx, policy, now);
      };
    }
    const status = input.when === 'next_period' ? 'scheduled' : 'applied';
    if (input.dry_run)
      return endorsementPreview({
        kind: 'tier',
        status,
        effectiveOn: effectiveOn,
        before,
        after,
        premium,
        staff: true,
        phoneCheck: false,
      });
    await write();
    const row = await recordEndorsement(
      tx,
      { ...deps, now, ip: context.ip, written },
      {
        policy,
        kind: 'tier',
        status,
        effectiveOn,
        before,
        after,
        premium,
        actor,
        staff: true,
        reason: input.reason,
        changes: [`Antes: ${current.name}`, `Ahora: ${target.name}`],
        summary:
          status === 'scheduled'
            ? `Desde el próximo periodo tu seguro pasa de ${current.name} a ${target.name}.`
            : `Tu seguro pasa de ${current.name} a ${target.name}.`,
        phoneCheck: false,
      },
    );
    return { created: true, endorsement: await endorsementView(row, deps.files, now) };
  });
}
