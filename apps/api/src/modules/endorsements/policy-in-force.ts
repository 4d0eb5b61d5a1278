import { isInForceForChange } from '@amparo/domain';
import type { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';

type PolicyRow = typeof policies.$inferSelect;

/** A suplemento changes a policy in force (domain isInForceForChange); else 409. */
export function assertInForce(
  policy: PolicyRow,
  today: string,
): asserts policy is PolicyRow & { ends_on: string } {
  if (!isInForceForChange(policy, today)) throw new AppError('ENDORSEMENT_POLICY_NOT_IN_FORCE');
}
