import { firstNameOf, PolicyStatus } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { renderMail } from '../../mails/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import { queueRenderedMail } from '../../services/mail.ts';
import { countHit, LIMITS, tooManyAttempts } from '../../services/rate-limit.ts';
import { preparePolicyDocuments } from '../documents/prepare-policy-documents.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';

export type SendPolicyDocumentsInput = {
  policyId: number;
  to?: string | undefined;
  actor: Actor;
  ip: string;
};

/**
 * `POST /policies/{id}/mail`: the policy's documents (IPID and contract) again,
 * attached to one mail to the policyholder or to the address given. A draft has
 * no contract yet (its precontractual information went with the booking mail),
 * so it is refused rather than sent half. Limited per policy, so a double click
 * or a script cannot flood a customer's mailbox.
 */
export async function sendPolicyDocuments(
  db: Database,
  files: FileStore,
  input: SendPolicyDocumentsInput,
  context: { now: Date },
) {
  const { now } = context;
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, input.policyId), visiblePolicies(input.actor)));
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  if (policy.status === PolicyStatus.DRAFT) throw new AppError('POLICY_DOCUMENTS_NOT_READY');
  const limit = LIMITS.policyDocumentsMailPerPolicy;
  if ((await countHit(db, `policy-documents-mail:${policy.id}`, limit, now)) > limit.max) {
    const error = new AppError('POLICY_DOCUMENTS_MAIL_LIMIT', { params: { max: limit.max } });
    error.retryAfterSeconds = tooManyAttempts(limit, now).retryAfterSeconds;
    throw error;
  }
  // PDFs and the mail are made before the transaction: rendering should not hold the database.
  const { attachments, generatedKeys, isContractSigned, productName } = await preparePolicyDocuments(
    db,
    files,
    policy,
    now,
  );
  const to = input.to ?? policy.email;
  // The PDFs belong to the mail: if it is not queued, they go too (no file without its outbox row).
  const discardGenerated = async (error: unknown): Promise<never> => {
    await Promise.all(generatedKeys.map((key) => files.delete(key).catch(() => false)));
    throw error;
  };
  const rendered = await renderMail('policy-documents', {
    holderName: firstNameOf(policy.complete_name),
    productName,
    policyNumber: policy.number,
    documents: attachments.map((a) => a.filename),
    isContractSigned,
  }).catch(discardGenerated);
  const mailId = await db
    .transaction(async (tx) => {
      const id = await queueRenderedMail(tx, { to, template: 'policy-documents', rendered, attachments });
      await writeAudit(tx, {
        action: 'policy.documents_mailed',
        entityType: 'policy',
        entityId: policy.id,
        actor: input.actor,
        ip: input.ip,
        after: { mail_id: id, to, attachments: attachments.map((a) => a.filename) },
      });
      return id;
    })
    .catch(discardGenerated);
  return {
    message: `Documentación enviada a ${to}`,
    mail_id: mailId,
    attachments: attachments.map((a) => a.filename),
  };
}
