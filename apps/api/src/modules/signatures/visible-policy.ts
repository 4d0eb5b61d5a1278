import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';

/** The policy's contract key, when the actor may see the policy; 404 otherwise, as GET /policies/:id. */
export async function requireVisiblePolicy(db: Executor, actor: Actor, policyId: number) {
  const [policy] = await db
    .select({ id: policies.id, status: policies.status, contract_link: policies.contract_link })
    .from(policies)
    .where(and(eq(policies.id, policyId), visiblePolicies(actor)));
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  return policy;
}
