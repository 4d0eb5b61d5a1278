import type { Executor } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { findLiveToken, issueToken, type TokenPurpose } from './tokens.ts';

/** What a link in a mail or a QR code lets its holder do, for one policy. */
export type CapabilityPurpose = Extract<TokenPurpose, 'evaluation' | 'payment' | 'signature'>;
export const CAPABILITY_PURPOSES: readonly CapabilityPurpose[] = ['evaluation', 'payment', 'signature'];

/**
 * The spec's fixed provider token, made safe: each link carries its own token,
 * bound to one policy and one purpose, valid for 7 days, stored as a hash.
 */
export async function issueCapability(
  db: Executor,
  input: {
    policyId: number;
    purpose: CapabilityPurpose;
    userId: number | null;
    now: Date;
    ip?: string | undefined;
  },
): Promise<string> {
  const token = await issueToken(db, {
    purpose: input.purpose,
    userId: input.userId,
    subject: { type: 'policy', id: input.policyId },
    now: input.now,
    ip: input.ip,
  });
  return token.raw;
}

/** The policy a capability token opens for a purpose, or 401 in Spanish. */
export async function resolveCapability(
  db: Executor,
  raw: string,
  purpose: CapabilityPurpose,
  now: Date,
): Promise<number> {
  const token = await findLiveToken(db, raw, [purpose], now);
  if (token?.subject_type !== 'policy' || !token.subject_id) {
    throw new AppError('POLICY_LINK_INVALID');
  }
  return token.subject_id;
}
