import type { PolicySettings, PolicySettingsRequest } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import { lockVisiblePolicy } from '../payments/find-policy-receipt.ts';
import { mergePolicySettings, policySettingsView } from './policy-settings-view.ts';

/**
 * POST /policies/{id}/settings (docs/policy-admin.md): the policy's few settings
 * (policy-settings-view.ts), merged into the stored jsonb and audited.
 */
export async function savePolicySettings(
  db: Database,
  actor: Actor,
  policyId: number,
  change: PolicySettingsRequest,
  context: { now: Date; ip: string },
): Promise<PolicySettings> {
  return db.transaction(async (tx) => {
    const policy = await lockVisiblePolicy(tx, actor, policyId);
    const before = policySettingsView(policy.settings);
    const stored = mergePolicySettings(policy.settings ?? {}, change);
    const after = policySettingsView(stored);
    if (JSON.stringify(before) === JSON.stringify(after)) return after;
    await tx
      .update(policies)
      .set({ settings: stored, updated_at: context.now })
      .where(eq(policies.id, policyId));
    await writeAudit(tx, {
      action: 'policy.settings',
      entityType: 'policy',
      entityId: policyId,
      actor,
      ip: context.ip,
      before,
      after,
    });
    return after;
  });
}
