import { linkTo } from '@amparo/contract/links';
import { deviceName, EvaluationStatus, firstNameOf } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, riskMobiles } from '../../db/schema/index.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { queueMail } from '../../services/mail.ts';

/** The phone's photos are still to take: never sent, or refused with a retake asked. */
const PHOTOS_DUE: readonly number[] = [EvaluationStatus.UNDEFINED, EvaluationStatus.REJECTED];

/**
 * Staff typed the IMEI: the customer is mailed a fresh link to the photos (imei-saved). Only
 * while the photos are still due: an IMEI corrected once the check was sent or validated must not
 * ask the customer for photos again.
 */
export async function mailImeiSavedByStaff(
  db: Executor,
  target: { policyId: number; riskId: number },
  ctx: { now: Date; ip: string; publicUrl: string },
): Promise<void> {
  const [policy] = await db.select().from(policies).where(eq(policies.id, target.policyId));
  const [mobile] = await db
    .select({ brand: riskMobiles.brand, model: riskMobiles.model, evaluation: riskMobiles.evaluation_status })
    .from(riskMobiles)
    .where(eq(riskMobiles.policy_risk_id, target.riskId));
  if (!policy || !mobile || !PHOTOS_DUE.includes(mobile.evaluation)) return;
  const token = await issueCapability(db, {
    policyId: policy.id,
    userId: policy.policyholder_id,
    purpose: 'evaluation',
    now: ctx.now,
    ip: ctx.ip,
  });
  await queueMail(db, {
    to: policy.email,
    template: 'imei-saved',
    data: {
      holderName: firstNameOf(policy.complete_name),
      policyNumber: policy.number,
      device: deviceName(mobile),
      checkUrl: linkTo(ctx.publicUrl, 'peritation', {
        params: { id: policy.id },
        query: { acceso: token, risk_id: target.riskId },
      }),
    },
    secrets: [token],
  });
}
