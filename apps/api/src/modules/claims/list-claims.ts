import type { ClaimSummary } from '@amparo/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claims } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { accessiblePolicy } from './claim-access.ts';
import { claimSummaries } from './claim-view.ts';

/**
 * `GET /policies/{id}/claims` and `GET /policies/{id}/risks/{riskId}/claims`:
 * the claims of one policy (or of one of its insured items), drafts included,
 * newest first, each with its checklist and deadlines. Another's policy is 404.
 */
export async function listClaimsOfPolicy(
  db: Executor,
  actor: Actor,
  ids: { policyId: number; riskId?: number },
  now: Date,
): Promise<{ data: ClaimSummary[] }> {
  await accessiblePolicy(db, actor, ids.policyId, 'read');
  const rows = await db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.policy_id, ids.policyId),
        ids.riskId === undefined ? undefined : eq(claims.policy_risk_id, ids.riskId),
      ),
    );
  return { data: await claimSummaries(db, rows, now) };
}
