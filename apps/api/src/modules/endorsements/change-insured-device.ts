import type { ChangeDeviceRequestSchema, z } from '@amparo/contract';
import {
  DEVICE_CHANGE_LINES,
  deviceName,
  EvaluationStatus,
  formatEuro,
  isStaffRole,
  madridDate,
  ProductType,
  RiskType,
} from '@amparo/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  policies,
  policyEndorsements,
  policyRisks,
  riskMobiles,
  riskPortables,
  riskSmarttvs,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { lockCancellablePolicy } from '../policies/cancel-policy.ts';
import { getProduct } from '../products/get-product.ts';
import {
  type EndorsementAnswer,
  endorsementPreview,
  inEndorsementTransaction,
} from './endorsement-transaction.ts';
import { endorsementView } from './endorsement-view.ts';
import { assertInForce } from './policy-in-force.ts';
import { recordEndorsement } from './record-endorsement.ts';
import { repriceAnnouncedRenewal } from './schedule-for-next-period.ts';
import { bandReceipt, planTermReceipts, writeTermReceipts } from './term-receipts.ts';

type Input = z.output<typeof ChangeDeviceRequestSchema>;
type Device = { brand: string; model: string; reference: string | null; part_number: string | null };

/** The lines whose one insured device can be replaced by a suplemento, and where it is kept. */
const LINES = {
  [ProductType.MOBILE]: { riskType: RiskType.MOBILE, table: riskMobiles },
  [ProductType.PORTABLE]: { riskType: RiskType.PORTABLE, table: riskPortables },
  [ProductType.SMART_TV]: { riskType: RiskType.SMART_TV, table: riskSmarttvs },
} as const;
type Line = (typeof LINES)[keyof typeof LINES];

async function currentDevice(tx: Executor, policyId: number, line: Line) {
  const [row] = await tx
    .select({ risk: policyRisks, device: line.table })
    .from(policyRisks)
    .innerJoin(line.table, eq(line.table.policy_risk_id, policyRisks.id))
    .where(
      and(
        eq(policyRisks.policy_id, policyId),
        eq(policyRisks.risk_type, line.riskType),
        eq(policyRisks.active, true),
      ),
    )
    .orderBy(desc(policyRisks.id))
    .limit(1);
  if (!row) throw new AppError('ENDORSEMENT_DEVICE_LINE');
  const device: Device = {
    brand: row.device.brand,
    model: row.device.model,
    reference: row.device.reference,
    part_number: 'part_number' in row.device ? row.device.part_number : null,
  };
  const evaluation = 'evaluation_status' in row.device ? row.device.evaluation_status : null;
  return { risk: row.risk, device, evaluation };
}

const sameDevice = (a: Device, b: Input) =>
  a.brand === b.brand &&
  a.model === b.model &&
  (a.reference ?? undefined) === b.reference &&
  (a.part_number ?? undefined) === b.part_number;

/** Replaces the insured device: the old risk stays as history (inactive), the new one is a new risk. */
async function replaceDevice(
  tx: Executor,
  policyId: number,
  line: Line,
  oldRiskId: number,
  input: Input,
  today: string,
  now: Date,
) {
  await tx.update(policyRisks).set({ active: false, updated_at: now }).where(eq(policyRisks.id, oldRiskId));
  if (line.riskType === RiskType.MOBILE)
    await tx.update(riskMobiles).set({ imei_active: false }).where(eq(riskMobiles.policy_risk_id, oldRiskId));
  const [risk] = await tx
    .insert(policyRisks)
    .values({
      policy_id: policyId,
      risk_type: line.riskType,
      name: deviceName(input),
      // A phone's cover starts when its check validates (record-evaluation-outcome.ts moves this day).
      covered_from: today,
    })
    .returning({ id: policyRisks.id });
  if (!risk) throw new Error('The new risk was not returned');
  const fields = {
    policy_risk_id: risk.id,
    brand: input.brand,
    model: input.model,
    reference: input.reference ?? null,
  };
  if (line.riskType === RiskType.MOBILE)
    await tx.insert(riskMobiles).values({ ...fields, evaluation_status: EvaluationStatus.UNDEFINED });
  else await tx.insert(line.table).values({ ...fields, part_number: input.part_number ?? null });
  return risk.id;
}

/**
 * POST /policies/{id}/endorsements/device (docs/contract.md "Changes during the year"): the holder
 * (their own policy, from the customer area) or staff who may change policies replace the insured
 * device of a policy in force, from today. The premium follows the new device's band pro rata
 * (domain endorsementPremiumPlan); a phone needs its own phone check, and is covered from the day it
 * validates. The suplemento's PDF is kept and mailed. The same device again answers the last
 * suplemento (200), so a double click writes one.
 */
export async function changeInsuredDevice(
  db: Database,
  deps: { files: FileStore; publicUrl: string | null },
  actor: Actor,
  policyId: number,
  input: Input,
  context: { now: Date; ip: string },
): Promise<EndorsementAnswer> {
  const { now } = context;
  const today = madridDate(now)!;
  const staff = isStaffRole(actor.role);
  return inEndorsementTransaction(db, deps.files, async (tx, written) => {
    const policy = await lockCancellablePolicy(tx, actor, policyId);
    assertInForce(policy, today);
    // The domain says which lines can change their device; LINES says where each keeps it.
    const line = LINES[policy.product_type_id as keyof typeof LINES];
    if (!line || !DEVICE_CHANGE_LINES.includes(policy.product_type_id))
      throw new AppError('ENDORSEMENT_DEVICE_LINE');
    const current = await currentDevice(tx, policy.id, line);
    if (current.evaluation === EvaluationStatus.PENDING) throw new AppError('ENDORSEMENT_CHECK_IN_PROGRESS');
    if (sameDevice(current.device, input) && policy.device_value_cents === input.value) {
      const [last] = await tx
        .select()
        .from(policyEndorsements)
        .where(and(eq(policyEndorsements.policy_id, policy.id), eq(policyEndorsements.kind, 'device')))
        .orderBy(desc(policyEndorsements.sequence))
        .limit(1);
      if (last) return { created: false, endorsement: await endorsementView(last, deps.files, now) };
    }
    const product = await getProduct(tx, policy.product_id);
    const baseReceipt = bandReceipt(product.prices, input.value, policy.periodicity);
    const { plan, receiptPrice } = await planTermReceipts(tx, policy, {
      effectiveOn: today,
      today,
      baseReceipt,
    });
    const phone = line.riskType === RiskType.MOBILE;
    const before = { device: deviceName(current.device), value_cents: policy.device_value_cents };
    const after = {
      device: deviceName(input),
      value_cents: input.value,
      // Each receipt from the next one on (the first may carry the pro-rata share of the current one).
      receipt_cents: receiptPrice,
      cause: input.cause,
      phone_check: phone,
    };
    if (input.dry_run)
      return endorsementPreview({
        kind: 'device',
        status: 'applied',
        effectiveOn: today,
        before,
        after,
        premium: plan,
        staff,
        phoneCheck: phone,
      });
    const riskId = await replaceDevice(tx, policy.id, line, current.risk.id, input, today, now);
    await tx
      .update(policies)
      .set({
        device_value_cents: input.value,
        ...(phone && { evaluation_status: EvaluationStatus.UNDEFINED, evaluation_active: true }),
        updated_at: now,
      })
      .where(eq(policies.id, policy.id));
    await writeTermReceipts(tx, policy, plan, { effectiveOn: today, receiptPrice, now });
    await repriceAnnouncedRenewal(tx, policy, now);
    const row = await recordEndorsement(
      tx,
      { ...deps, now, ip: context.ip, written },
      {
        policy,
        kind: 'device',
        status: 'applied',
        effectiveOn: today,
        before,
        after: { ...after, risk_id: riskId },
        premium: plan,
        actor,
        staff,
        reason: staff ? (input.reason ?? null) : null,
        changes: [
          `Antes: ${before.device}${before.value_cents ? ` (valor ${formatEuro(before.value_cents)})` : ''}`,
          `Ahora: ${after.device} (valor ${formatEuro(input.value)})`,
        ],
        summary: `Ahora aseguramos tu ${after.device} en lugar de tu ${before.device}.`,
        phoneCheck: phone,
      },
    );
    return { created: true, endorsement: await endorsementView(row, deps.files, now) };
  });
}
