import { linkTo } from '@amparo/contract/links';
import { firstNameOf } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, riskMobiles } from '../../db/schema/index.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { queueMail } from '../../services/mail.ts';

/** Staff typed the IMEI: the customer is mailed a fresh link to the photos (imei-saved). */
export async function mailImeiSavedByStaff(
  db: Executor,
  target: { policyId: number; riskId: number },
  ctx: { now: Date; ip: string; publicUrl: string },
): Promise<void> {
  const [policy] = await db.select().from(policies).where(eq(policies.id, target.policyId));
  const [mobile] = await db
    .select({ brand: riskMobiles.brand, model: riskMobiles.model })
    .from(riskMobiles)
    .where(eq(riskMobiles.policy_risk_id, target.riskId));
  if (!policy) return;
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
      device: mobile ? `${mobile.brand} ${mobile.model}` : 'móvil',
      checkUrl: linkTo(ctx.publicUrl, 'peritation', {
        params: { id: policy.id },
        query: { acceso: token, risk_id: target.riskId },
      }),
    },
    secrets: [token],
  });
}
