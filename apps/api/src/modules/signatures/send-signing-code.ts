import { createHash, randomInt } from 'node:crypto';
import type { SendSigningCodeRequest, SigningCodeSent } from '@amparo/contract';
import {
  firstNameOf,
  isSpanishMobile,
  maskEmail,
  maskMobile,
  SIGNING_CODE_TTL_MS,
  SIGNING_CODES_PER_HOUR,
  SIGNING_CODES_PER_SIGNING,
  signingCodeWait,
} from '@amparo/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { evidenceRecords, policies, signatures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { appendEvidence } from '../../services/evidence-chain.ts';
import { queueMail } from '../../services/mail.ts';
import type { SmsSender } from '../../services/sms/sms-sender.ts';
import { ensureOpenSigning } from './ensure-open-signing.ts';
import { type SigningAccess, signingPolicy } from './signing-access.ts';
import type { SigningDeps } from './start-signing.ts';

const HOUR_MS = 60 * 60 * 1000;

/** What is kept of a code: SHA-256 of `<signature id>:<code>`, so a code of one signing proves nothing in another. */
export const signingCodeHash = (signatureId: number, code: string) =>
  createHash('sha256').update(`${signatureId}:${code}`).digest('hex');

/**
 * POST /policies/{id}/signature/code: a 6-digit code by mail or SMS, valid
 * 10 minutes; one a minute, five an hour and fifteen in all per signing. A new
 * code replaces the last one and its wrong tries. Recorded as `code.sent`
 * (destination masked).
 */
export async function sendSigningCode(
  db: Database,
  deps: SigningDeps & { sms: SmsSender },
  access: SigningAccess,
  input: { policyId: number; request: SendSigningCodeRequest; ip: string },
  now: Date,
): Promise<SigningCodeSent> {
  const { channel } = input.request;
  const policy = await signingPolicy(db, access, input.policyId, now);
  if (channel === 'sms' && !deps.sms.offered) throw new AppError('SIGNING_SMS_UNAVAILABLE');
  if (channel === 'sms' && !isSpanishMobile(policy.phone)) throw new AppError('SIGNING_PHONE_MISSING');
  const open = await ensureOpenSigning(db, deps, policy, now);
  return db.transaction(async (tx) => {
    await tx.select({ id: policies.id }).from(policies).where(eq(policies.id, policy.id)).for('update');
    const [signing] = await tx.select().from(signatures).where(eq(signatures.id, open.id));
    if (signing?.status !== 'pending') throw new AppError('SIGNING_NOT_OPEN');
    // No Retry-After: waiting does not help, a new signing (or our help) does.
    if (signing.codes_sent >= SIGNING_CODES_PER_SIGNING) throw new AppError('SIGNING_CODES_EXHAUSTED');
    const wait = signingCodeWait(signing.code_sent_at, now);
    if (wait > 0) {
      const error = new AppError('SIGNING_CODE_TOO_SOON', { params: { seconds: wait } });
      error.retryAfterSeconds = wait;
      throw error;
    }
    const [sentLastHour] = await tx
      .select({ n: count() })
      .from(evidenceRecords)
      .where(
        and(
          eq(evidenceRecords.signature_id, signing.id),
          eq(evidenceRecords.kind, 'code.sent'),
          gt(evidenceRecords.occurred_at, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((sentLastHour?.n ?? 0) >= SIGNING_CODES_PER_HOUR) {
      const error = new AppError('SIGNING_CODE_LIMIT');
      error.retryAfterSeconds = HOUR_MS / 1000;
      throw error;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SIGNING_CODE_TTL_MS);
    await tx
      .update(signatures)
      .set({
        code_hash: signingCodeHash(signing.id, code),
        code_channel: channel,
        code_sent_at: now,
        code_expires_at: expiresAt,
        code_attempts: 0,
        codes_sent: sql`${signatures.codes_sent} + 1`,
        updated_at: now,
      })
      .where(eq(signatures.id, signing.id));
    const holderName = firstNameOf(policy.complete_name);
    let destination: string;
    if (channel === 'sms') {
      destination = maskMobile(policy.phone);
      await deps.sms.queue(tx, {
        to: policy.phone,
        text: `Amparo: tu codigo para firmar la poliza ${policy.number} es ${code}. Caduca en ${SIGNING_CODE_TTL_MS / 60_000} minutos. No lo compartas.`,
        template: 'signing-code',
        secrets: [code],
      });
    } else {
      destination = maskEmail(policy.email);
      await queueMail(tx, {
        to: policy.email,
        template: 'signing-code',
        data: { holderName, policyNumber: policy.number, code },
        secrets: [code],
      });
    }
    await appendEvidence(tx, {
      policyId: policy.id,
      signatureId: signing.id,
      kind: 'code.sent',
      occurredAt: now,
      payload: { channel, destination, expires_at: expiresAt.toISOString(), ip: input.ip },
    });
    return {
      message:
        channel === 'sms'
          ? `Te hemos enviado un código por SMS al ${destination}`
          : `Te hemos enviado un código a ${destination}`,
      channel,
      destination,
      expires_at: expiresAt.toISOString(),
    };
  });
}
