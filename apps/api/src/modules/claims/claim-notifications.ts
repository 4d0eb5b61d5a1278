import { linkTo } from '@amparo/contract/links';
import { firstNameOf, riskTypeName } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claims, policies, policyRisks } from '../../db/schema/index.ts';
import { writeAudit } from '../../services/audit.ts';
import { madridStamp } from '../../services/madrid-stamp.ts';
import { queueMail } from '../../services/mail.ts';

/**
 * The claim page of the customer area, where every claim mail leads. The
 * customer signs in there (access code) if no session is open: the link
 * carries no token, so a forwarded mail opens nothing by itself.
 */
export const claimPageUrl = (publicUrl: string, claimId: number) =>
  linkTo(publicUrl, 'customerClaim', { params: { id: claimId } });

/** What a claim mail says beyond the claim itself, by template. */
export type ClaimMail =
  | { template: 'claim-received' }
  | { template: 'claim-status-changed'; statusName: string; detail: string | null }
  | { template: 'claim-documents-rejected'; documentName: string; reason: string }
  | { template: 'claim-denied'; reason: string }
  | { template: 'claim-document-requested'; documentName: string; description: string }
  | { template: 'claim-message'; body: string };

/**
 * Mails the policyholder about their claim (docs/claims.md, Mails: each change
 * the customer can see is mailed): queued in the caller's transaction
 * (`mail_outbox` plus its delivery job), so the mail leaves only if the change
 * commits, with an audit row `claim.notify` naming the template and the mail.
 */
export async function notifyClaimHolder(
  tx: Executor,
  input: {
    claimId: number;
    mail: ClaimMail;
    publicUrl: string;
    actor: { id: number; role: string } | null;
    ip?: string | undefined;
  },
): Promise<number> {
  const [row] = await tx
    .select({
      number: claims.number,
      sent_at: claims.sent_at,
      created_at: claims.created_at,
      email: policies.email,
      complete_name: policies.complete_name,
      policy_number: policies.number,
      risk_name: policyRisks.name,
      risk_type: policyRisks.risk_type,
    })
    .from(claims)
    .innerJoin(policies, eq(policies.id, claims.policy_id))
    .innerJoin(policyRisks, eq(policyRisks.id, claims.policy_risk_id))
    .where(eq(claims.id, input.claimId));
  if (!row) throw new Error(`claim ${input.claimId} vanished`);
  const holderName = firstNameOf(row.complete_name);
  const claimNumber = row.number ?? `#${input.claimId}`;
  const claimUrl = claimPageUrl(input.publicUrl, input.claimId);
  const { mail } = input;
  const mailId = await (() => {
    switch (mail.template) {
      case 'claim-received':
        return queueMail(tx, {
          to: row.email,
          template: mail.template,
          data: {
            holderName,
            policyNumber: row.policy_number,
            claimNumber,
            reportedAt: madridStamp(row.sent_at ?? row.created_at),
            device: row.risk_name || riskTypeName(row.risk_type),
            claimUrl,
          },
        });
      case 'claim-status-changed':
        return queueMail(tx, {
          to: row.email,
          template: mail.template,
          data: { holderName, claimNumber, statusName: mail.statusName, detail: mail.detail, claimUrl },
        });
      case 'claim-documents-rejected':
        return queueMail(tx, {
          to: row.email,
          template: mail.template,
          data: {
            holderName,
            claimNumber,
            documentName: mail.documentName,
            reason: mail.reason,
            uploadUrl: claimUrl,
          },
        });
      case 'claim-document-requested':
        return queueMail(tx, {
          to: row.email,
          template: mail.template,
          data: {
            holderName,
            claimNumber,
            documentName: mail.documentName,
            description: mail.description,
            uploadUrl: claimUrl,
          },
        });
      case 'claim-message':
        return queueMail(tx, {
          to: row.email,
          template: mail.template,
          data: { holderName, claimNumber, body: mail.body, claimUrl },
        });
      case 'claim-denied':
        return queueMail(tx, {
          to: row.email,
          template: mail.template,
          data: { holderName, policyNumber: row.policy_number, claimNumber, reason: mail.reason, claimUrl },
        });
    }
  })();
  await writeAudit(tx, {
    action: 'claim.notify',
    entityType: 'claim',
    entityId: input.claimId,
    actor: input.actor,
    ip: input.ip,
    after: { template: mail.template, mail_id: mailId },
  });
  return mailId;
}
