import {
  type ClaimDeclarationResult,
  type ClaimExtraAnswer,
  claimTypeName,
  madridDate,
  PolicyStatus,
  type PremiumReceipt,
  validateClaimDeclaration,
} from '@amparo/domain';
import { AppError } from '../../errors.ts';
import { spanishDate } from '../../services/madrid-stamp.ts';
import { type AccessiblePolicy, type ClaimRisk, policyStartedOn } from './claim-access.ts';

type Refused = Extract<ClaimDeclarationResult, { ok: false }>;

/** The domain's refusal as the error the customer reads (422, Spanish, the field when there is one). */
export function declarationError(
  result: Refused,
  input: {
    policyStatus: number;
    claimTypeId: number;
    startedOn: string;
    endsOn: string | null;
  },
): AppError {
  switch (result.refusal) {
    case 'policy_not_active':
      return new AppError(
        input.policyStatus === PolicyStatus.CANCELLED ? 'CLAIM_POLICY_CANCELLED' : 'CLAIM_POLICY_NOT_ACTIVE',
      );
    case 'claim_type_not_offered':
      return new AppError('CLAIM_TYPE_NOT_OFFERED', {
        params: { type: claimTypeName(input.claimTypeId) },
        errors: [{ path: 'body.claim_type_id', message: 'Tipo de siniestro no cubierto para este aparato' }],
      });
    case 'occurred_in_future':
      return new AppError('CLAIM_DATE_IN_FUTURE', {
        errors: [{ path: 'body.occurred_at', message: 'La fecha no puede ser posterior a hoy' }],
      });
    case 'occurred_before_policy':
      return new AppError('CLAIM_DATE_BEFORE_POLICY', {
        params: { starts: spanishDate(input.startedOn) },
        errors: [{ path: 'body.occurred_at', message: 'Anterior al inicio de la póliza' }],
      });
    case 'occurred_after_cover':
      return new AppError('CLAIM_DATE_AFTER_COVER', {
        params: { ends: spanishDate(input.endsOn ?? '') },
        errors: [{ path: 'body.occurred_at', message: 'Posterior al fin de la cobertura' }],
      });
    case 'occurred_while_suspended':
      return new AppError('CLAIM_DATE_IN_SUSPENSION', {
        params: {
          due: spanishDate(result.suspension?.dueOn ?? ''),
          since: spanishDate(result.suspension?.since ?? ''),
        },
        errors: [{ path: 'body.occurred_at', message: 'Cobertura suspendida por un recibo impagado' }],
      });
    case 'device_not_checked':
      return new AppError('CLAIM_DEVICE_NOT_CHECKED');
    case 'occurred_before_device':
      return new AppError('CLAIM_DATE_BEFORE_DEVICE', {
        params: { from: spanishDate(result.coveredFrom ?? '') },
        errors: [{ path: 'body.occurred_at', message: 'Anterior a la cobertura de este dispositivo' }],
      });
    case 'extra_fields_invalid':
      return new AppError('CLAIM_EXTRA_FIELDS_INVALID', {
        params: { detail: result.errors.map((e) => e.message).join('; ') },
        errors: result.errors.map((e) => ({ path: `body.extra_fields.${e.field}`, message: e.message })),
      });
  }
}

/**
 * The declaration rules (validateClaimDeclaration) on a claim as declared,
 * edited or about to be sent: the checked answers, or the refusal thrown.
 */
export function assertDeclarable(
  policy: AccessiblePolicy,
  risk: Pick<ClaimRisk, 'risk_type' | 'covered_from' | 'awaiting_check'>,
  claim: { claimTypeId: number; occurredOn: string; answers: Record<string, unknown> },
  now: Date,
  premiumReceipts: readonly PremiumReceipt[],
): ClaimExtraAnswer[] {
  const startedOn = policyStartedOn(policy);
  const checked = validateClaimDeclaration({
    productTypeId: policy.product_type_id,
    policyStatus: policy.status,
    policyStartedOn: startedOn,
    policyEndsOn: policy.ends_on,
    cancelReason: policy.cancel_reason,
    claimTypeId: claim.claimTypeId,
    occurredOn: claim.occurredOn,
    today: madridDate(now) ?? claim.occurredOn,
    riskTypeId: risk.risk_type,
    extraFields: claim.answers,
    premiumReceipts,
    riskCoveredFrom: risk.covered_from,
    riskAwaitingCheck: risk.awaiting_check,
  });
  if (!checked.ok)
    throw declarationError(checked, {
      policyStatus: policy.status,
      claimTypeId: claim.claimTypeId,
      startedOn,
      endsOn: policy.ends_on,
    });
  return checked.extraFields;
}

/** A stored claim's answers as the declaration rules read them. */
export const answersOf = (claim: { extra_fields: ReadonlyArray<{ id: string; value: unknown }> }) =>
  Object.fromEntries(claim.extra_fields.map((f) => [f.id, f.value] as const));
