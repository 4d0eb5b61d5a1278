import type { ClaimDetail, CreateClaimRequest } from '@amparo/contract';
import { isStaffRole } from '@amparo/domain';
import type { Database } from '../../db/client.ts';
import { claims } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from '../../services/audit.ts';
import type { FileStore } from '../../services/files/file-store.ts';
import {
  callerScope,
  claimIdempotencyKey,
  findIdempotentResponse,
  hashRequest,
  storeIdempotentResponse,
} from '../../services/idempotency.ts';
import { premiumReceiptsOf } from '../policies/premium-receipts.ts';
import { accessiblePolicy, riskOfPolicy } from './claim-access.ts';
import { claimDetail } from './claim-view.ts';
import { assertDeclarable } from './declaration-refusal.ts';

/**
 * `POST /policies/{id}/risks/{riskId}/claims`: the policyholder (or claims
 * staff for them) declares a claim on one insured item. It is saved as a
 * draft (sent_at null) and answered with the documents checklist; sending it
 * is another call (send-claim.ts), once its documents are there. Refusals
 * (someone else's policy, a type the product does not cover, a date in the
 * future or before cover, a policy not in force, a form answered wrong) store
 * nothing. With an Idempotency-Key a repeat gets the same claim back.
 */
export async function declareClaim(
  db: Database,
  files: Pick<FileStore, 'signedUrl'>,
  access: { actor: Actor; policyId: number; riskId: number; idempotencyKey?: string | undefined },
  input: CreateClaimRequest,
  context: { now: Date; ip: string },
): Promise<{ replayed: boolean; claim: ClaimDetail }> {
  const { actor, policyId, riskId, idempotencyKey } = access;
  const policy = await accessiblePolicy(db, actor, policyId, 'write');
  const risk = await riskOfPolicy(db, policyId, riskId);
  const scope = callerScope(`claims:${policyId}:${riskId}`, { userId: actor.id, ip: context.ip });
  const requestHash = hashRequest(input);
  if (idempotencyKey) {
    const answered = await findIdempotentResponse(db, scope, idempotencyKey, requestHash);
    if (answered) return replay(db, files, answered, context.now);
  }
  const extraFields = assertDeclarable(
    policy,
    risk,
    { claimTypeId: input.claim_type_id, occurredOn: input.occurred_at, answers: input.extra_fields },
    context.now,
    await premiumReceiptsOf(db, policy.id),
  );

  const outcome = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      const answered = await claimIdempotencyKey(tx, scope, idempotencyKey, requestHash);
      if (answered) return { answered };
    }
    const [claim] = await tx
      .insert(claims)
      .values({
        policy_id: policyId,
        policy_risk_id: riskId,
        claim_type_id: input.claim_type_id,
        occurred_on: input.occurred_at,
        description: input.description,
        extra_fields: extraFields,
        source: isStaffRole(actor.role) ? 'staff' : 'customer',
        created_at: context.now,
        updated_at: context.now,
      })
      .returning();
    if (!claim) throw new Error('The claim row was not returned');
    await writeAudit(tx, {
      action: 'claim.declare',
      entityType: 'claim',
      entityId: claim.id,
      actor,
      ip: context.ip,
      after: {
        policy_id: policyId,
        policy_risk_id: riskId,
        claim_type_id: claim.claim_type_id,
        occurred_on: claim.occurred_on,
        extra_fields: claim.extra_fields,
        source: claim.source,
      },
    });
    if (idempotencyKey) await storeIdempotentResponse(tx, scope, idempotencyKey, 201, { claim_id: claim.id });
    return { claimId: claim.id };
  });
  if ('answered' in outcome) return replay(db, files, outcome.answered, context.now);
  return { replayed: false, claim: await claimDetail(db, files, outcome.claimId, context.now) };
}

async function replay(db: Database, files: Pick<FileStore, 'signedUrl'>, answered: unknown, now: Date) {
  const { claim_id } = answered as { claim_id: number };
  return { replayed: true, claim: await claimDetail(db, files, claim_id, now) };
}
