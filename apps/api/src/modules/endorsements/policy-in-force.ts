import { endorsementDateRefusal, isInForceForChange } from '@amparo/domain';
import type { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';

type PolicyRow = typeof policies.$inferSelect;

/** A suplemento changes a policy in force (domain isInForceForChange); else 409. */
export function assertInForce(
  policy: PolicyRow,
  today: string,
): asserts policy is PolicyRow & { ends_on: string } {
  if (!isInForceForChange(policy, today)) throw new AppError('ENDORSEMENT_POLICY_NOT_IN_FORCE');
}

/** The day a change during the term takes effect (today when not given), or 422 when outside the term. */
export function changeDay(policy: PolicyRow & { ends_on: string }, today: string, asked?: string): string {
  const effectiveOn = asked ?? today;
  const refusal = endorsementDateRefusal({
    effectiveOn,
    today,
    termStart: policy.starts_on ?? today,
    termEnd: policy.ends_on,
  });
  if (refusal)
    throw new AppError('ENDORSEMENT_DATE_INVALID', {
      params: { from: spanishDate(today), to: spanishDate(policy.ends_on) },
    });
  return effectiveOn;
}
