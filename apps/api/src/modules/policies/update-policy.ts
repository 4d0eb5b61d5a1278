import type { PolicyChangeResult, PolicyUpdateRequestSchema, z } from '@amparo/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies, policyRisks } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { lockVisiblePolicy } from '../payments/find-policy-receipt.ts';

type Input = z.output<typeof PolicyUpdateRequestSchema>;
const CONTACT_FIELDS = ['complete_name', 'email', 'phone'] as const;
const NO_RECEIPTS = { updated: [], deleted: [], added: [], kept: 0 };

/**
 * PATCH /policies/{id} (docs/policy-admin.md): staff with policies.update correct the
 * policyholder's contact data on the policy and a risk's device description.
 * Only what changes is written and audited, with its value before and after.
 */
export async function updatePolicy(
  db: Database,
  actor: Actor,
  policyId: number,
  input: Input,
  context: { now: Date; ip: string },
): Promise<PolicyChangeResult> {
  return db.transaction(async (tx) => {
    const policy = await lockVisiblePolicy(tx, actor, policyId);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of CONTACT_FIELDS) {
      const value = input[field];
      if (value !== undefined && value !== policy[field]) {
        before[field] = policy[field];
        after[field] = value;
      }
    }
    if (Object.keys(after).length)
      await tx
        .update(policies)
        .set({ ...after, updated_at: context.now })
        .where(eq(policies.id, policyId));
    if (input.risk) {
      const [risk] = await tx
        .select()
        .from(policyRisks)
        .where(and(eq(policyRisks.id, input.risk.id), eq(policyRisks.policy_id, policyId)));
      if (!risk) throw new AppError('POLICY_RISK_NOT_FOUND');
      if (risk.description !== input.risk.description) {
        before.risk = { id: risk.id, description: risk.description };
        after.risk = { id: risk.id, description: input.risk.description };
        await tx
          .update(policyRisks)
          .set({ description: input.risk.description, updated_at: context.now })
          .where(eq(policyRisks.id, risk.id));
      }
    }
    if (Object.keys(after).length)
      await writeAudit(tx, {
        action: 'policy.update',
        entityType: 'policy',
        entityId: policyId,
        actor,
        ip: context.ip,
        before,
        after,
      });
    return { policy_id: policyId, dry_run: false, before, after, receipts: NO_RECEIPTS };
  });
}
