import { contractSigningRefusal, signingLapsed } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { expireSigning } from './expire-lapsed-signings.ts';
import type { PolicyRow, SigningRow } from './signing-access.ts';
import { pendingSigning, type SigningDeps, startSigning } from './start-signing.ts';

/**
 * The open signing of a policy the customer is about to sign. Normally the
 * activation job opened it; after a failed try (the sign error modal) or an
 * expired one (lapsed: 7 days untouched), a fresh one is started here, so
 * trying again just works.
 */
export async function ensureOpenSigning(
  db: Database,
  deps: SigningDeps,
  policy: Pick<PolicyRow, 'id' | 'status'>,
  now: Date,
): Promise<SigningRow> {
  const refusal = contractSigningRefusal(policy.status);
  if (refusal) throw new AppError(refusal);
  // Lapsed but not yet swept (the sweep is hourly): closed now, so a fresh contract and 7 days follow.
  const open = await pendingSigning(db, policy.id);
  if (open && signingLapsed(open, now)) await expireSigning(db, open, now);
  const started = await startSigning(db, deps, policy.id, now);
  if (!started) throw new AppError('POLICY_NOT_SIGNABLE');
  return started.signing;
}
