import { type ClaimDeclarationResult, claimTypeName, PolicyStatus } from '@amparo/domain';
import { AppError } from '../../errors.ts';

type Refused = Extract<ClaimDeclarationResult, { ok: false }>;

const day = (iso: string) => iso.split('-').reverse().join('/');

/** The domain's refusal as the error the customer reads (422, Spanish, the field when there is one). */
export function declarationError(
  result: Refused,
  input: { policyStatus: number; claimTypeId: number; startedOn: string },
): AppError {
  switch (result.refusal) {
    case 'policy_not_active':
      return new AppError(
        input.policyStatus === PolicyStatus.CANCELLED ? 'CLAIM_POLICY_CANCELLED' : 'CLAIM_POLICY_NOT_ACTIVE',
      );
    case 'claim_type_not_offered':
      return new AppError('CLAIM_TYPE_NOT_OFFERED', {
        params: { type: claimTypeName(input.claimTypeId) },
        errors: [{ path: 'body.claim_type_id', message: 'Tipo de siniestro no cubierto' }],
      });
    case 'occurred_in_future':
      return new AppError('CLAIM_DATE_IN_FUTURE', {
        errors: [{ path: 'body.occurred_at', message: 'La fecha no puede ser posterior a hoy' }],
      });
    case 'occurred_before_policy':
      return new AppError('CLAIM_DATE_BEFORE_POLICY', {
        params: { starts: day(input.startedOn) },
        errors: [{ path: 'body.occurred_at', message: 'Anterior al inicio de la póliza' }],
      });
    case 'extra_fields_invalid':
      return new AppError('CLAIM_EXTRA_FIELDS_INVALID', {
        params: { detail: result.errors.map((e) => e.message).join('; ') },
        errors: result.errors.map((e) => ({ path: `body.extra_fields.${e.field}`, message: e.message })),
      });
  }
}
