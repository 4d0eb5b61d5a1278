import type { ChangePeriodicityRequestSchema, z } from '@amparo/contract';
import { madridDate, periodicityChangePlan, periodicityName } from '@amparo/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
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
import { bandReceipt, termSchedule, writeTermReceipts } from './term-receipts.ts';

type Input = z.output<typeof ChangePeriodicityRequestSchema>;
type PolicyRow = typeof policies.$inferSelect;

/**
 * POST /policies/{id}/endorsements/periodicity (staff, docs/contract.md "Changes during the year"):
 * pay monthly or yearly from the next period (the default: the renewal writes the next period's
 * receipts at the new periodicity, priced into its notice), or from a day of the current term when
 * staff choose so, the receipts re-written pro rata.
 */
export async function changePolicyPeriodicity(
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
    if (policy.periodicity === input.periodicity) throw new AppError('ENDORSEMENT_SAME_PERIODICITY');
    const dryRun = input.dry_run === true;
    const change =
      input.when === 'now'
        ? await fromDay(tx, policy, input, { today, now })
        : await fromNextPeriod(tx, policy, input, { now, dryRun });
    const before = { periodicity: policy.periodicity };
    const after = { periodicity: input.periodicity, when: input.when };
    const { effectiveOn, premium, status } = change;
    if (dryRun)
      return endorsementPreview({
        kind: 'periodicity',
        status,
        effectiveOn,
        before,
        after,
        premium,
        staff: true,
        phoneCheck: false,
      });
    await change.write();
    const from = periodicityName(policy.periodicity).toLowerCase();
    const to = periodicityName(input.periodicity).toLowerCase();
    const row = await recordEndorsement(
      tx,
      { ...deps, now, ip: context.ip, written },
      {
        policy,
        kind: 'periodicity',
        status,
        effectiveOn,
        before,
        after,
        premium,
        actor,
        staff: true,
        reason: input.reason,
        changes:
          status === 'scheduled'
            ? [`Antes: pago ${from}`, `Desde el próximo periodo: pago ${to}`]
            : [`Antes: pago ${from}`, `Desde el ${spanishDate(effectiveOn)}: pago ${to}`],
        summary:
          status === 'scheduled'
            ? `Desde el próximo periodo pagarás tu seguro con recibo ${to}.`
            : `Desde el ${spanishDate(effectiveOn)} pagarás tu seguro con recibo ${to}; tus recibos se han ajustado a los días de cada forma de pago.`,
        phoneCheck: false,
      },
    );
    return { created: true, endorsement: await endorsementView(row, deps.files, now) };
  });
}

interface PeriodicityChange {
  status: 'applied' | 'scheduled';
  effectiveOn: string;
  premium: { before: number; after: number; adjustment: number };
  write: () => Promise<void>;
}

/** From the next period: priced into the renewal (its notice, if sent, is re-priced). */
async function fromNextPeriod(
  tx: Executor,
  policy: PolicyRow & { ends_on: string },
  input: Input,
  context: { now: Date; dryRun: boolean },
): Promise<PeriodicityChange> {
  const priced = await scheduleForNextPeriod(
    tx,
    policy,
    { kind: 'periodicity', periodicity: input.periodicity },
    context,
  );
  return {
    status: 'scheduled',
    effectiveOn: priced.effectiveOn,
    premium: { before: priced.before, after: priced.after, adjustment: 0 },
    write: async () => undefined,
  };
}

/**
 * From a day of the current term (domain periodicityChangePlan): the old receipts keep their days
 * before it, the new periodicity's receipts at the product's price for the policy's band pay the days
 * from it, and what was paid for those days is carried or given back.
 */
async function fromDay(
  tx: Executor,
  policy: PolicyRow & { ends_on: string },
  input: Input,
  context: { today: string; now: Date },
): Promise<PeriodicityChange> {
  const effectiveOn = changeDay(policy, context.today, input.effective_on);
  const product = await getProduct(tx, policy.product_id);
  const baseReceipt = bandReceipt(product.prices, policy.device_value_cents ?? 0, input.periodicity);
  const { rows, newSlots, receiptPrice, mixedPeriodicities } = await termSchedule(tx, policy, {
    today: context.today,
    baseReceipt,
    periodicity: input.periodicity,
  });
  if (mixedPeriodicities) throw new AppError('ENDORSEMENT_TERM_MIXED');
  const plan = periodicityChangePlan({
    effectiveOn,
    from: policy.periodicity,
    to: input.periodicity,
    receipts: rows,
    newSlots,
  });
  return {
    status: 'applied',
    effectiveOn,
    premium: { before: plan.before, after: plan.after, adjustment: plan.adjustment },
    write: async () => {
      await writeTermReceipts(tx, policy, plan, {
        effectiveOn,
        receiptPrice,
        now: context.now,
        annualMove: plan.after - plan.before,
        periodicity: input.periodicity,
      });
      // A renewal already announced is priced again at the periodicity the policy now has.
      await repriceAnnouncedRenewal(tx, policy, context.now);
    },
  };
}
