import type { Executor } from '../../db/client.ts';
import { issueCapability } from '../../services/capabilities.ts';

export type BookingLinks = { payment: string; evaluation: string | null };

/**
 * The links of the next steps (pay the first receipt, check the phone) carry
 * capability tokens bound to this policy and its holder (docs/security.md).
 */
export async function issueLinks(
  tx: Executor,
  input: { policyId: number; userId: number; phoneCheck: boolean; now: Date; ip: string },
): Promise<BookingLinks> {
  const { phoneCheck, ...capability } = input;
  const payment = await issueCapability(tx, { ...capability, purpose: 'payment' });
  const evaluation = phoneCheck ? await issueCapability(tx, { ...capability, purpose: 'evaluation' }) : null;
  return { payment, evaluation };
}
