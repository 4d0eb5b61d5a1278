import { Action, awaitsReplacementCheck, isStaffRole, madridDate, Role, scopeFor } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claims, policies, policyRisks, riskMobiles } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { visiblePolicies } from '../policies/policy-visibility.ts';

/** Reading claims, or declaring and completing them (claims staff and the policyholder). */
export type ClaimIntent = 'read' | 'write';

const ACTION_OF: Record<ClaimIntent, Action> = { read: Action.CLAIMS_READ, write: Action.CLAIMS_MANAGE };

/**
 * The claims routes open to any login (the policyholder has no claims action
 * in the permission table): staff need the claims action of the intent, checked
 * before the body is read, so a role without it gets 403 whatever it sent.
 */
export function assertClaimIntent(actor: Pick<Actor, 'role'>, intent: ClaimIntent): void {
  if (isStaffRole(actor.role) && scopeFor(actor.role, ACTION_OF[intent]) === null)
    throw new AppError('FORBIDDEN');
}

/** The actor with the scope of its claims action: the policyholder sees only their own policies. */
export function claimsActor(actor: Actor, intent: ClaimIntent): Actor {
  if (actor.role === Role.POLICYHOLDER) return { ...actor, scope: 'own' };
  const scope = scopeFor(actor.role, ACTION_OF[intent]);
  if (scope === null) throw new AppError('FORBIDDEN');
  return { ...actor, scope };
}

const policyColumns = {
  id: policies.id,
  number: policies.number,
  status: policies.status,
  product_type_id: policies.product_type_id,
  starts_on: policies.starts_on,
  ends_on: policies.ends_on,
  cancel_reason: policies.cancel_reason,
  created_at: policies.created_at,
};

/** A policy the actor may see for this intent; another's is 404, as if it did not exist. */
export async function accessiblePolicy(db: Executor, actor: Actor, policyId: number, intent: ClaimIntent) {
  const [policy] = await db
    .select(policyColumns)
    .from(policies)
    .where(and(eq(policies.id, policyId), visiblePolicies(claimsActor(actor, intent))));
  if (!policy) throw new AppError('POLICY_NOT_FOUND');
  return policy;
}
export type AccessiblePolicy = Awaited<ReturnType<typeof accessiblePolicy>>;

/** The insured item of the policy a claim is declared on (any risk type, active only). */
export async function riskOfPolicy(db: Executor, policyId: number, riskId: number) {
  const [risk] = await db
    .select({
      id: policyRisks.id,
      risk_type: policyRisks.risk_type,
      active: policyRisks.active,
      covered_from: policyRisks.covered_from,
      evaluation_status: riskMobiles.evaluation_status,
    })
    .from(policyRisks)
    .leftJoin(riskMobiles, eq(riskMobiles.policy_risk_id, policyRisks.id))
    .where(and(eq(policyRisks.id, riskId), eq(policyRisks.policy_id, policyId)));
  if (!risk?.active) throw new AppError('RISK_NOT_FOUND');
  return {
    ...risk,
    // A phone that replaced another (covered_from set) is covered once its own check validates.
    awaiting_check: awaitsReplacementCheck(risk),
  };
}

export type ClaimRisk = Awaited<ReturnType<typeof riskOfPolicy>>;

/** A claim whose policy the actor may see for this intent; any other is 404 (CLAIM_NOT_FOUND). */
export async function accessibleClaim(db: Executor, actor: Actor, claimId: number, intent: ClaimIntent) {
  const [row] = await db
    .select({ claim: claims, policy: policyColumns })
    .from(claims)
    .innerJoin(policies, eq(policies.id, claims.policy_id))
    .where(and(eq(claims.id, claimId), visiblePolicies(claimsActor(actor, intent))));
  if (!row) throw new AppError('CLAIM_NOT_FOUND');
  return row;
}

/**
 * The claim row, locked until the transaction ends: a send, a desk change and
 * a customer's upload of the same claim take turns, each reading what the one
 * before it wrote (PostgreSQL; PGlite has one session, so they are serial anyway).
 */
export async function lockClaim(tx: Executor, claimId: number) {
  const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
  if (!claim) throw new AppError('CLAIM_NOT_FOUND');
  return claim;
}

/** What the documents rules read of a claim's policy and insured item (the item even if since removed). */
export async function claimContextOf(db: Executor, claim: { policy_id: number; policy_risk_id: number }) {
  const [row] = await db
    .select({
      productTypeId: policies.product_type_id,
      policyCreatedAt: policies.created_at,
      riskTypeId: policyRisks.risk_type,
    })
    .from(policies)
    .innerJoin(policyRisks, eq(policyRisks.policy_id, policies.id))
    .where(and(eq(policies.id, claim.policy_id), eq(policyRisks.id, claim.policy_risk_id)));
  if (!row) throw new AppError('CLAIM_NOT_FOUND');
  return row;
}

/** The first day of cover: the policy's start date, else the Madrid day it was made. */
export const policyStartedOn = (policy: Pick<AccessiblePolicy, 'starts_on' | 'created_at'>): string =>
  policy.starts_on ?? madridDate(policy.created_at) ?? '1970-01-01';
