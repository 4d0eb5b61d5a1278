import type { SavedImei, StaffImeiRequestSchema, z } from '@amparo/contract';
import { IMEI_RETRIES, isValidImei } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { mobileRiskOfPolicy } from './customer-risk.ts';
import { writeRiskImei } from './write-risk-imei.ts';

type Input = z.output<typeof StaffImeiRequestSchema>;

/**
 * Spec 7 (`/users/{userId}/mobile-imei`): staff save the IMEI of a customer's
 * phone from the back office, e.g. after the customer used up the 3 attempts.
 * Same checks as the customer's entry (15 digits, Luhn, not active on another
 * policy) but no attempt limit; audited. The policy must be the user's.
 */
export async function saveStaffImei(
  db: Database,
  actor: Actor,
  userId: number,
  input: Input,
  ctx: { now: Date; ip: string },
): Promise<SavedImei> {
  // The policy must be this user's and within what the staff member sees; otherwise 404.
  const [policy] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(
      and(eq(policies.id, input.policy_id), eq(policies.policyholder_id, userId), visiblePolicies(actor)),
    );
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  const target = await mobileRiskOfPolicy(db, { policyId: policy.id, riskId: input.risk_id });
  const imei = input.imei.replace(/[\s-]/g, '');
  if (!isValidImei(imei)) throw new AppError('IMEI_INVALID');
  await writeRiskImei(db, target, imei, 'staff', ctx.now, {
    action: 'risk.imei_saved',
    entityType: 'risk_mobile',
    entityId: target.riskId,
    actor: { id: actor.id, role: actor.role },
    ip: ctx.ip,
  });
  return { imei, source: 'staff', retries_left: IMEI_RETRIES };
}
