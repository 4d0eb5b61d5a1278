import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, claimMessages, claims, payments, policies, policyRisks } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { toUserView } from '../users/user-view.ts';
import { findVisibleUser } from '../users/user-visibility.ts';

/**
 * Everything we hold about a person, as one JSON document (GDPR art. 15 and
 * 20): the account, their policies with risks, receipts and claims, and the
 * audit trail of changes to them.
 */
export async function exportPersonalData(
  db: Database,
  actor: Actor,
  userId: number,
  context: { now: Date; ip: string },
) {
  const user = await findVisibleUser(db, actor, userId);
  const policyRows = await db.select().from(policies).where(eq(policies.policyholder_id, userId));
  const policyIds = policyRows.map((p) => p.id);
  const [risks, receipts, claimRows] = policyIds.length
    ? await Promise.all([
        db.select().from(policyRisks).where(inArray(policyRisks.policy_id, policyIds)),
        db.select().from(payments).where(inArray(payments.policy_id, policyIds)),
        db.select().from(claims).where(inArray(claims.policy_id, policyIds)),
      ])
    : [[], [], []];
  // What the customer wrote to the claims desk and what it answered (art. 15 RGPD: their data).
  const messages = claimRows.length
    ? await db
        .select({
          claim_id: claimMessages.claim_id,
          author: claimMessages.author,
          body: claimMessages.body,
          attachment_filename: claimMessages.attachment_filename,
          created_at: claimMessages.created_at,
        })
        .from(claimMessages)
        .where(
          inArray(
            claimMessages.claim_id,
            claimRows.map((c) => c.id),
          ),
        )
    : [];
  const trail = await db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actor_user_id, userId),
        and(eq(auditLog.entity_type, 'user'), eq(auditLog.entity_id, String(userId))),
        policyIds.length
          ? and(eq(auditLog.entity_type, 'policy'), inArray(auditLog.entity_id, policyIds.map(String)))
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1000);
  await writeAudit(db, {
    action: 'personal_data.export',
    entityType: 'user',
    entityId: userId,
    actor,
    ip: context.ip,
  });
  return {
    generated_at: context.now.toISOString(),
    controller: 'Amparo Seguros',
    user: toUserView(user, [], []),
    policies: policyRows.map((p) => ({
      ...p,
      risks: risks.filter((r) => r.policy_id === p.id),
      payments: receipts.filter((r) => r.policy_id === p.id),
      claims: claimRows
        .filter((c) => c.policy_id === p.id)
        .map((c) => ({ ...c, messages: messages.filter((m) => m.claim_id === c.id) })),
    })),
    audit: trail,
  };
}
