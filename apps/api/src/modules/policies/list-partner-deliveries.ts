import type { PartnerDeliveryList } from '@amparo/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { partnerDeliveries, policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { partnerDeliveryView } from './partner-delivery-view.ts';
import { visiblePolicies } from './policy-visibility.ts';

/** GET /policies/{id}/partner-deliveries: the policy's sends to partners, newest first (the page's 'Envíos a socios'). */
export async function listPartnerDeliveries(
  db: Executor,
  configured: Readonly<Record<string, unknown>>,
  actor: Actor,
  policyId: number,
): Promise<PartnerDeliveryList> {
  const [visible] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, policyId), visiblePolicies(actor)));
  if (!visible) throw new AppError('POLICY_NOT_FOUND');
  const rows = await db
    .select()
    .from(partnerDeliveries)
    .where(eq(partnerDeliveries.policy_id, policyId))
    .orderBy(desc(partnerDeliveries.id))
    .limit(50);
  return { data: rows.map(partnerDeliveryView), partners: Object.keys(configured).sort() };
}
