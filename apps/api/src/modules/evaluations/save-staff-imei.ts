import type { SavedImei, StaffImeiRequestSchema, z } from '@amparo/contract';
import { IMEI_RETRIES, imeiDigits, isValidImei, PolicyStatus } from '@amparo/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, policyRisks, riskMobiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { mobileRiskOfPolicy } from './customer-risk.ts';
import { mailImeiSavedByStaff } from './mail-imei-saved-by-staff.ts';
import { recordImeiAttempt } from './record-imei-attempt.ts';
import { writeRiskImei } from './write-risk-imei.ts';

type Input = z.output<typeof StaffImeiRequestSchema>;

/**
 * Spec 7 (`/users/{userId}/mobile-imei`): staff save the IMEI of a customer's
 * phone from the back office, typically from the IMEI queue after the customer
 * used the 3 attempts. Same checks as the customer's entry (15 digits, Luhn,
 * not active on another policy) but no attempt limit; audited, marked as
 * staff's in the check, and the customer is mailed a link to go on with the
 * photos. The policy must be the user's and within the actor's view (else 404);
 * without a policy, the user's one phone waiting for its IMEI.
 */
export async function saveStaffImei(
  db: Database,
  actor: Actor,
  userId: number,
  input: Input,
  ctx: { now: Date; ip: string; publicUrl: string },
): Promise<SavedImei> {
  const ids = await phoneToSave(db, actor, userId, input);
  const target = await mobileRiskOfPolicy(db, ids);
  const imei = imeiDigits(input.imei);
  if (!isValidImei(imei)) throw new AppError('IMEI_INVALID');
  // One transaction: the IMEI, its history line and the customer's mail are written together or not at all.
  await db.transaction(async (tx) => {
    await writeRiskImei(tx, target, imei, 'staff', ctx.now, {
      action: 'risk.imei_saved',
      entityType: 'risk_mobile',
      entityId: target.riskId,
      actor: { id: actor.id, role: actor.role },
      ip: ctx.ip,
    });
    await recordImeiAttempt(tx, target, { kind: 'staff', imei, outcome: 'saved' }, ctx.now);
    await mailImeiSavedByStaff(tx, target, ctx);
  });
  return { imei, source: 'staff', retries_left: IMEI_RETRIES };
}

/** The phone named in the body, or the user's only phone still without an IMEI. */
async function phoneToSave(
  db: Database,
  actor: Actor,
  userId: number,
  input: Input,
): Promise<{ policyId: number; riskId: number }> {
  const mine = and(eq(policies.policyholder_id, userId), visiblePolicies(actor));
  if (input.policy_id !== null) {
    const [policy] = await db
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.id, input.policy_id), mine));
    if (!policy) throw new AppError('POLICY_NOT_FOUND');
    if (input.risk_id !== null) return { policyId: policy.id, riskId: input.risk_id };
  }
  const waiting = await db
    .select({ policyId: policies.id, riskId: policyRisks.id })
    .from(riskMobiles)
    .innerJoin(policyRisks, eq(policyRisks.id, riskMobiles.policy_risk_id))
    .innerJoin(policies, eq(policies.id, policyRisks.policy_id))
    .where(
      and(
        mine,
        input.policy_id !== null ? eq(policies.id, input.policy_id) : undefined,
        isNull(riskMobiles.imei),
        eq(policyRisks.active, true),
        ne(policies.status, PolicyStatus.CANCELLED),
      ),
    )
    .limit(2);
  if (waiting.length === 0) throw new AppError('IMEI_NO_PHONE_WAITING');
  if (waiting.length > 1) throw new AppError('IMEI_PHONE_REQUIRED');
  return waiting[0]!;
}
