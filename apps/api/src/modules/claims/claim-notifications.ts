import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../services/audit.ts';

/**
 * The mails a claim owes its policyholder (issue 12: each change mailed). The
 * templates (claim-received, claim-status-changed, claim-documents-rejected,
 * claim-denied) arrive with the mail work of another branch; until then a
 * notification is recorded, in the caller's transaction, as an audit row
 * 'claim.notify' naming the template and its data, and nothing is queued.
 * This function is the one place where `queueMail(tx, { to, template, data })`
 * goes once the templates exist: callers do not change.
 */
export type ClaimMailTemplate =
  | 'claim-received'
  | 'claim-status-changed'
  | 'claim-documents-rejected'
  | 'claim-denied';

export async function recordClaimNotification(
  tx: Executor,
  notification: {
    claimId: number;
    template: ClaimMailTemplate;
    /** The policyholder's address. */
    to: string;
    data: Record<string, unknown>;
    actor: { id: number; role: string } | null;
    ip?: string;
  },
): Promise<void> {
  await writeAudit(tx, {
    action: 'claim.notify',
    entityType: 'claim',
    entityId: notification.claimId,
    actor: notification.actor,
    ip: notification.ip,
    after: { template: notification.template, to: notification.to, data: notification.data, queued: false },
  });
}
