import type { PolicyLinkSession } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import { type CapabilityPurpose, startLinkSession } from '../../services/capabilities.ts';
import { policyAccessView } from './get-policy-access.ts';

/**
 * A mailed link is opened: its token, read once from the address, becomes a
 * session for the page, and the page takes the token out of the address
 * (docs/security.md, "Link tokens").
 */
export async function startPolicyLinkSession(
  db: Database,
  purpose: CapabilityPurpose,
  token: string,
  context: { now: Date; ip: string },
): Promise<PolicyLinkSession> {
  const session = await startLinkSession(db, token, purpose, context.now, context.ip);
  return {
    session_token: session.token,
    expires_at: session.expiresAt.toISOString(),
    access: await policyAccessView(db, purpose, session.policyId, context.now),
  };
}
