import { contractSigningRefusal, isSpanishMobile } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { hitRateLimit, LIMITS } from '../../services/rate-limit.ts';
import type { SmsSender } from '../../services/sms/sms-sender.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';
import { ensureOpenSigning } from './ensure-open-signing.ts';
import { sendSigningLink } from './send-signing-link.ts';
import type { SigningDeps } from './start-signing.ts';

/**
 * POST /policies/{id}/signature/resend (back office): a new signing link by
 * mail, and by SMS when asked, opening a signing first if none is open (the
 * last one failed, or the activation job never ran). Earlier links keep
 * working until they expire.
 */
export async function resendSigningLink(
  db: Database,
  deps: SigningDeps & { sms: SmsSender },
  input: { policyId: number; sms: boolean; actor: Actor; ip: string },
  now: Date,
): Promise<{ message: string; mail_id: number }> {
  const [visible] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, input.policyId), visiblePolicies(input.actor)));
  if (!visible) throw new AppError('POLICY_NOT_FOUND');
  const refusal = contractSigningRefusal(visible.status);
  if (refusal) throw new AppError(refusal);
  if (input.sms && !isSpanishMobile(visible.phone)) throw new AppError('SIGNING_PHONE_MISSING');
  await hitRateLimit(db, `signing-resend:${visible.id}`, LIMITS.signingLinkResendsPerPolicy, now);
  const signing = await ensureOpenSigning(db, deps, visible, now);
  return db.transaction(async (tx) => {
    const [policy] = await tx.select().from(policies).where(eq(policies.id, input.policyId)).for('update');
    // Signed or cancelled since the check above: no link for it.
    const lockedRefusal = contractSigningRefusal(policy?.status);
    if (!policy || lockedRefusal) throw new AppError(lockedRefusal ?? 'POLICY_NOT_SIGNABLE');
    const sent = await sendSigningLink(tx, {
      policy,
      signatureId: signing.id,
      publicUrl: deps.publicUrl,
      now,
      by: 'staff',
      ip: input.ip,
      sms: input.sms ? deps.sms : undefined,
    });
    await writeAudit(tx, {
      action: 'policy.signing_link_resend',
      entityType: 'policy',
      entityId: policy.id,
      actor: { id: input.actor.id, role: input.actor.role },
      ip: input.ip,
      after: { signature_id: signing.id, mail_id: sent.mailId, sms_id: sent.smsId },
    });
    return {
      message:
        sent.smsId !== null
          ? 'Hemos enviado de nuevo el enlace de firma por correo y por SMS'
          : 'Hemos enviado de nuevo el enlace de firma por correo',
      mail_id: sent.mailId,
    };
  });
}
