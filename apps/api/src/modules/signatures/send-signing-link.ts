import { linkTo } from '@amparo/contract/links';
import { firstNameOf, isSpanishMobile, maskEmail, maskMobile } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies, products, signatures } from '../../db/schema/index.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { appendEvidence } from '../../services/evidence-chain.ts';
import { queueMail } from '../../services/mail.ts';
import type { SmsSender } from '../../services/sms/sms-sender.ts';
import type { PolicyRow } from './signing-access.ts';

/**
 * The signing page's address as the policy keeps it in `sign_link` (spec 3):
 * no token in it, so the database holds nothing that opens the page. The
 * customer area opens it with the policyholder's session; the mail adds a
 * fresh capability token (`?acceso=`) that the page exchanges for a link session.
 */
export const signPageUrl = (publicUrl: string, policyId: number) =>
  linkTo(publicUrl, 'signing', { params: { id: policyId } });

/**
 * Queues one of the signing mails (the link, the reminder, the expiry notice) to the policyholder, with
 * a fresh capability token of purpose 'signature' in the signing page's link. In the caller's transaction.
 */
export async function queueSigningMail(
  tx: Executor,
  input: {
    policy: PolicyRow;
    template: 'signing-link' | 'signing-reminder' | 'signing-expired';
    publicUrl: string;
    now: Date;
    ip?: string | undefined;
  },
): Promise<{ mailId: number; token: string; signUrl: string }> {
  const { policy } = input;
  const token = await issueCapability(tx, {
    policyId: policy.id,
    purpose: 'signature',
    userId: policy.policyholder_id,
    now: input.now,
    ip: input.ip,
  });
  const signUrl = `${signPageUrl(input.publicUrl, policy.id)}?acceso=${token}`;
  const [product] = await tx
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, policy.product_id));
  const mailId = await queueMail(tx, {
    to: policy.email,
    template: input.template,
    data: {
      holderName: firstNameOf(policy.complete_name),
      productName: product?.name ?? 'Amparo',
      policyNumber: policy.number,
      signUrl,
    },
    secrets: [token],
  });
  return { mailId, token, signUrl };
}

/**
 * Mails (and texts, when asked) the signing link with a new capability token
 * of purpose 'signature', sets `sign_link`, renews the signing's window, and
 * records `signing.link_sent`.
 * In the caller's transaction.
 */
export async function sendSigningLink(
  tx: Executor,
  input: {
    policy: PolicyRow;
    signatureId: number;
    publicUrl: string;
    now: Date;
    by: 'activation' | 'staff';
    ip?: string | undefined;
    sms?: SmsSender | undefined;
  },
): Promise<{ mailId: number; smsId: number | null }> {
  const { policy, now } = input;
  const pageUrl = signPageUrl(input.publicUrl, policy.id);
  await tx.update(policies).set({ sign_link: pageUrl, updated_at: now }).where(eq(policies.id, policy.id));
  // A new link is a touch: the signing lives at least as long as the link (signingLapsed).
  await tx.update(signatures).set({ updated_at: now }).where(eq(signatures.id, input.signatureId));
  const { mailId, token, signUrl } = await queueSigningMail(tx, {
    policy,
    template: 'signing-link',
    publicUrl: input.publicUrl,
    now,
    ip: input.ip,
  });
  let smsId: number | null = null;
  // Only where a text reaches the phone: the mail carries the link anyway.
  if (input.sms?.offered && isSpanishMobile(policy.phone)) {
    const sent = await input.sms.queue(tx, {
      to: policy.phone,
      text: `Amparo: firma el contrato de tu poliza ${policy.number} aqui: ${signUrl}`,
      template: 'signing-link',
      secrets: [token],
    });
    smsId = sent.outboxId;
  }
  await appendEvidence(tx, {
    policyId: policy.id,
    signatureId: input.signatureId,
    kind: 'signing.link_sent',
    occurredAt: now,
    payload: {
      by: input.by,
      mail: maskEmail(policy.email),
      sms: smsId !== null ? maskMobile(policy.phone) : null,
      page: pageUrl,
    },
  });
  return { mailId, smsId };
}
