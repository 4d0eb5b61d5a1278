import { timingSafeEqual } from 'node:crypto';
import { signingAttemptsLeft, signingCodeRefusal, signingConsentText } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, signatures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { appendEvidence } from '../../services/evidence-chain.ts';
import { claimIdempotencyKey } from '../../services/idempotency.ts';
import { countHit, LIMITS, peekHits, tooManyAttempts } from '../../services/rate-limit.ts';
import { signingCodeHash } from './send-signing-code.ts';
import type { SigningRow } from './signing-access.ts';
import { pendingSigning } from './start-signing.ts';

export type SignerContext = { ip: string; userAgent: string };

type Confirmed = { signing: SigningRow } | { error: AppError } | { answered: unknown };

/**
 * Checks the one-time code of the policy's open signing and, when right,
 * records what the signer did (`code.confirmed`, `consent.given`,
 * `signature.drawn`) and claims the Idempotency-Key, all committed before
 * the sealing starts: the evidence of the act holds even if sealing fails.
 * A wrong code counts (`code.failed`) and is committed too; the fifth kills
 * the code. Errors are returned, not thrown, so the count is committed first.
 * Wrong codes are also counted per address across signings (as wrong access
 * codes are): past LIMITS.signingCodeGuessesPerIp the address is refused (429).
 */
export async function confirmSigningCode(
  db: Database,
  input: {
    policyId: number;
    code: string;
    imageSha256: string;
    signer: SignerContext;
    idempotency?: { scope: string; key: string; requestHash: string } | undefined;
  },
  now: Date,
): Promise<SigningRow> {
  const guesses = { bucket: `signing-code-ip:${input.signer.ip}`, limit: LIMITS.signingCodeGuessesPerIp };
  if ((await peekHits(db, guesses.bucket, guesses.limit, now)) >= guesses.limit.max)
    throw tooManyAttempts(guesses.limit, now);
  const outcome = await db.transaction(async (tx): Promise<Confirmed> => {
    const [policy] = await tx
      .select({ id: policies.id, number: policies.number })
      .from(policies)
      .where(eq(policies.id, input.policyId))
      .for('update');
    if (!policy) return { error: new AppError('SIGNING_NOT_OPEN') };
    const signing = await pendingSigning(tx, input.policyId);
    if (!signing) return { error: new AppError('SIGNING_NOT_OPEN') };
    const refusal = signingCodeRefusal(signing, now);
    if (refusal === 'missing') return { error: new AppError('SIGNING_CODE_MISSING') };
    if (refusal === 'spent') return { error: new AppError('SIGNING_CODE_SPENT') };
    if (refusal === 'expired') return { error: new AppError('SIGNING_CODE_EXPIRED') };
    const given = Buffer.from(signingCodeHash(signing.id, input.code), 'hex');
    if (!timingSafeEqual(given, Buffer.from(signing.code_hash!, 'hex'))) {
      const left = signingAttemptsLeft(signing.code_attempts);
      await countHit(tx, guesses.bucket, guesses.limit, now);
      await tx
        .update(signatures)
        .set({ code_attempts: signing.code_attempts + 1, updated_at: now })
        .where(eq(signatures.id, signing.id));
      await appendEvidence(tx, {
        policyId: input.policyId,
        signatureId: signing.id,
        kind: 'code.failed',
        occurredAt: now,
        payload: { attempts: signing.code_attempts + 1, left, ip: input.signer.ip },
      });
      return {
        error:
          left > 0
            ? new AppError('SIGNING_CODE_WRONG', { params: { left } })
            : new AppError('SIGNING_CODE_SPENT'),
      };
    }
    if (input.idempotency) {
      const { scope, key, requestHash } = input.idempotency;
      const earlier = await claimIdempotencyKey(tx, scope, key, requestHash);
      if (earlier) return { answered: earlier };
    }
    const [confirmed] = await tx
      .update(signatures)
      .set({
        // One use: the code is gone once confirmed.
        code_hash: null,
        code_confirmed_at: now,
        signer_ip: input.signer.ip,
        signer_user_agent: input.signer.userAgent,
        updated_at: now,
      })
      .where(eq(signatures.id, signing.id))
      .returning();
    const base = { policyId: input.policyId, signatureId: signing.id, occurredAt: now };
    await appendEvidence(tx, {
      ...base,
      kind: 'code.confirmed',
      payload: { channel: signing.code_channel, ip: input.signer.ip, user_agent: input.signer.userAgent },
    });
    await appendEvidence(tx, {
      ...base,
      kind: 'consent.given',
      // The page's own words (domain signingConsentText), character for character.
      payload: { text: signingConsentText(policy.number), document_sha256: signing.document_sha256 },
    });
    await appendEvidence(tx, {
      ...base,
      kind: 'signature.drawn',
      payload: { image_sha256: input.imageSha256 },
    });
    return { signing: confirmed! };
  });
  if ('error' in outcome) throw outcome.error;
  if ('answered' in outcome) throw new AnsweredBefore(outcome.answered);
  return outcome.signing;
}

/** A repeat of a request already answered: the caller hands back the stored answer. */
export class AnsweredBefore extends Error {
  constructor(readonly answer: unknown) {
    super('answered before');
  }
}
