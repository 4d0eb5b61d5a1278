import { PolicyStatus } from '@amparo/domain';
import type { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

type PolicyRow = typeof policies.$inferSelect;
const IN_FORCE: readonly number[] = [PolicyStatus.ACTIVE_PAID_UNSIGNED, PolicyStatus.ACTIVE_PAID_SIGNED];

/** A suplemento changes a policy in force: active, begun, and not past its term's last day. */
export function assertInForce(
  policy: PolicyRow,
  today: string,
): asserts policy is PolicyRow & { ends_on: string } {
  const begun = !policy.starts_on || policy.starts_on <= today;
  if (!IN_FORCE.includes(policy.status) || !policy.ends_on || policy.ends_on < today || !begun)
    throw new AppError('ENDORSEMENT_POLICY_NOT_IN_FORCE');
}
