import { RiskType } from '@amparo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { policyRisks, riskMobiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { type LinkedAccess, linkedPolicy } from '../policy-access/linked-policy.ts';

/**
 * The insured phone a customer may act on in the phone check: opened by the
 * phone-check link of a mail (its token names one policy) or by the
 * policyholder's session. Any other policy answers 404, as if it did not
 * exist, so ids cannot be probed.
 */
export async function customerMobileRisk(
  db: Executor,
  access: { actor: Actor | null; token?: string | undefined },
  ids: { policyId: number; riskId: number },
  now: Date,
) {
  await customerPolicy(db, access, ids.policyId, now);
  return mobileRiskOfPolicy(db, ids);
}

/** The policy a customer may act on in the phone check: the phone-check link's token or the policyholder's session. */
export const customerPolicy = (db: Executor, access: LinkedAccess, policyId: number, now: Date) =>
  linkedPolicy(db, access, policyId, 'evaluation', now);

const activeRisk = preparedFor((db) =>
  db
    .select({ id: policyRisks.id, risk_type: policyRisks.risk_type, mobile_id: riskMobiles.id })
    .from(policyRisks)
    .leftJoin(riskMobiles, eq(riskMobiles.policy_risk_id, policyRisks.id))
    .where(
      and(
        eq(policyRisks.id, sql.placeholder('riskId')),
        eq(policyRisks.policy_id, sql.placeholder('policyId')),
        eq(policyRisks.active, true),
      ),
    )
    .prepare(''),
);

/** The policy's active phone risk by id, or RISK_NOT_FOUND / RISK_NOT_A_MOBILE; access is the caller's to check. */
export async function mobileRiskOfPolicy(db: Executor, ids: { policyId: number; riskId: number }) {
  const [risk] = await activeRisk(db).execute(ids);
  if (!risk) throw new AppError('RISK_NOT_FOUND');
  if (risk.risk_type !== RiskType.MOBILE || !risk.mobile_id) throw new AppError('RISK_NOT_A_MOBILE');
  return { policyId: ids.policyId, riskId: risk.id };
}
