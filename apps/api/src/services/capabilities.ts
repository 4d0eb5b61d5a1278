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

/** How long a page keeps a link open once its token has left the address. */
export const LINK_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * Exchanges a mailed link's token for a session token of the same policy and
 * purpose, which the page keeps in the tab instead of the address.
 * The link itself keeps working until it expires: the mail is the customer's
 * way back, from any device. The session never outlives the link.
 */
export async function startLinkSession(
  db: Executor,
  raw: string,
  purpose: CapabilityPurpose,
  now: Date,
  ip: string,
): Promise<{ policyId: number; token: string; expiresAt: Date }> {
  const link = await findLiveToken(db, raw, [purpose], now);
  if (link?.subject_type !== 'policy' || !link.subject_id) throw new AppError('POLICY_LINK_INVALID');
  const cap = new Date(now.getTime() + LINK_SESSION_MS);
  const session = await issueToken(db, {
    purpose,
    userId: link.user_id,
    subject: { type: 'policy', id: link.subject_id },
    now,
    ip,
    expiresAt: cap < link.expires_at ? cap : link.expires_at,
  });
  return { policyId: link.subject_id, token: session.raw, expiresAt: session.expiresAt };
}
