import type { SigningState } from '@amparo/contract';
import type { Database } from '../../db/client.ts';
import type { SmsSender } from '../../services/sms/sms-sender.ts';
import { ensureOpenSigning } from './ensure-open-signing.ts';
import { getSigning } from './get-signing.ts';
import { type SigningAccess, signingPolicy } from './signing-access.ts';
import type { SigningDeps } from './start-signing.ts';

/**
 * POST /policies/{id}/signature/start: the signing page's "Preparar el contrato
 * de nuevo" after a signing lapsed (7 days untouched) or failed. The contract
 * is built again and a fresh signing opens with its own 7 days; an open one is
 * simply reused, so a double click opens one. Answers what the page shows.
 */
export async function restartSigning(
  db: Database,
  deps: SigningDeps & { sms: Pick<SmsSender, 'offered'> },
  access: SigningAccess,
  policyId: number,
  now: Date,
): Promise<SigningState> {
  const policy = await signingPolicy(db, access, policyId, now);
  await ensureOpenSigning(db, deps, policy, now);
  return getSigning(db, deps, access, policyId, now);
}
