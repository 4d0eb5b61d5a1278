import type { SigningState } from '@amparo/contract';
import {
  insuredDeviceLabels,
  isSpanishMobile,
  maskEmail,
  maskMobile,
  PolicyStatus,
  signingCodeWait,
  signingLapsed,
  signingLapsesAt,
} from '@amparo/domain';
import type { Executor } from '../../db/client.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import type { SignatureProvider } from '../../services/signature/signature-provider.ts';
import type { SmsSender } from '../../services/sms/sms-sender.ts';
import { loadPolicyRecords } from '../policies/load-policy-records.ts';
import { signedContractUrl } from './signed-contract-link.ts';
import { latestSigning, type SigningAccess, type SigningRow, signingPolicy } from './signing-access.ts';

/**
 * GET /policies/{id}/signature: what the signing page and the return page
 * show. The outcome is the server's: the policy's status and its newest
 * signing row (asked of the provider while it is open), never the address.
 */
export async function getSigning(
  db: Executor,
  deps: { files: FileStore; provider: SignatureProvider; sms: Pick<SmsSender, 'offered'> },
  access: SigningAccess,
  policyId: number,
  now: Date,
): Promise<SigningState> {
  await signingPolicy(db, access, policyId, now);
  const [record] = await loadPolicyRecords(db, [policyId]);
  const p = record!;
  const signing = await latestSigning(db, policyId);
  const outcome = await outcomeOf(p.status, signing, deps.provider, now);
  return {
    policy: {
      id: p.id,
      number: p.number,
      holder_name: p.complete_name,
      product_name: p.product.name,
      status: p.status,
      devices: insuredDeviceLabels(p.policy_risks),
      premium_cents: p.premium_cents,
      periodicity: p.periodicity,
    },
    outcome: outcome.outcome,
    signature: signing
      ? {
          id: signing.id,
          status: signing.status as NonNullable<SigningState['signature']>['status'],
          document_sha256: signing.document_sha256,
          destinations: {
            mail: maskEmail(p.email),
            sms: isSpanishMobile(p.phone) ? maskMobile(p.phone) : null,
            sms_offered: deps.sms.offered,
          },
          code_channel: signing.code_channel as 'mail' | 'sms' | null,
          code_sent_at: signing.code_sent_at?.toISOString() ?? null,
          code_resend_in: signingCodeWait(signing.code_sent_at, now),
          signed_at: signing.signed_at?.toISOString() ?? null,
          failure_reason: outcome.failureReason ?? signing.failure_reason,
          expires_at: signing.status === 'pending' ? signingLapsesAt(signing.updated_at).toISOString() : null,
        }
      : null,
    contract_link:
      p.status === PolicyStatus.ACTIVE_PAID_SIGNED
        ? await signedContractUrl(deps.files, p.contract_link, now)
        : null,
  };
}

async function outcomeOf(
  status: number,
  signing: SigningRow | null,
  provider: SignatureProvider,
  now: Date,
): Promise<{ outcome: SigningState['outcome']; failureReason?: string }> {
  if (status === PolicyStatus.ACTIVE_PAID_SIGNED) return { outcome: 'signed' };
  if (status !== PolicyStatus.ACTIVE_PAID_UNSIGNED) return { outcome: 'none' };
  if (!signing) return { outcome: 'pending' };
  if (signing.status === 'pending') {
    // An external provider may have ended the signing on its side; the built-in one answers from our row.
    let remote: Awaited<ReturnType<SignatureProvider['status']>> | null = null;
    if (signing.external_id && signing.provider === provider.kind) {
      remote = await provider.status(signing.external_id);
      if (remote.state === 'failed') return { outcome: 'failed', failureReason: remote.reason };
    }
    // Lapsed but not yet swept (the sweep runs hourly): said at once, written by the sweep.
    return { outcome: signingLapsed(signing, now, remote?.state) ? 'expired' : 'pending' };
  }
  if (signing.status === 'failed' || signing.status === 'expired') return { outcome: signing.status };
  return { outcome: 'pending' };
}
