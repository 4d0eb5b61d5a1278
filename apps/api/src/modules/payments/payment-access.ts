import { Action, isStaffRole, scopeFor } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { resolveCapability } from '../../services/capabilities.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';

export type PolicyRow = typeof policies.$inferSelect;

/** Who is asking to pay: a login (policyholder or staff), the payment link's token, or both absent. */
export type PaymentCaller = { actor: Actor | null; token: string | undefined; ip: string };

/** What a payment endpoint's input says of its caller (endpoint.ts). */
export type PaymentCallerInput = {
  actor: Actor | null;
  query: { token?: string | undefined };
  ctx: { ip: string };
};

/** The caller of a payment endpoint, from its input: the login when sent, the link's `?token=`, the address. */
export const paymentCallerOf = (input: PaymentCallerInput): PaymentCaller => ({
  actor: input.actor,
  token: input.query.token,
  ip: input.ctx.ip,
});

/**
 * The policy a payment route may touch: the payment link's own policy, a
 * policyholder's own policy, or any policy staff with payments.manage may see.
 * Someone else's policy is a 404, as on every other route, so ids reveal nothing.
 */
export async function policyForPayment(
  db: Executor,
  caller: PaymentCaller,
  policyId: number,
  now: Date,
): Promise<PolicyRow> {
  let visible: ReturnType<typeof visiblePolicies>;
  if (caller.token) {
    const linked = await resolveCapability(db, caller.token, 'payment', now);
    if (linked !== policyId) throw new AppError('POLICY_NOT_FOUND');
    visible = undefined;
  } else if (!caller.actor) {
    throw new AppError('UNAUTHENTICATED');
  } else if (isStaffRole(caller.actor.role)) {
    const scope = scopeFor(caller.actor.role, Action.PAYMENTS_MANAGE);
    if (!scope) throw new AppError('FORBIDDEN');
    visible = visiblePolicies({ ...caller.actor, scope });
  } else {
    visible = eq(policies.policyholder_id, caller.actor.id);
  }
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), visible));
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  return policy;
}

/** The staff member behind a payment, for the audit; null for the customer or a link. */
export const staffActor = (caller: PaymentCaller) =>
  caller.actor && isStaffRole(caller.actor.role) ? { id: caller.actor.id, role: caller.actor.role } : null;
