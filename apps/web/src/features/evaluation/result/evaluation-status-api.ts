import type { EvaluationStatusView } from '@amparo/contract';
import { callApi } from '../../../api/client';
import { type EvaluationContextValue, evaluationAuth } from '../flow/use-evaluation-context';

type Target = Pick<EvaluationContextValue, 'token'> & { policyId: number; riskId: number };

/** The query key of one phone's latest check: the waiting page fills it for the result pages. */
export const evaluationStatusKey = (policyId: number | null, riskId: number | null) =>
  ['evaluation-status', policyId, riskId] as const;

/** GET …/evaluation-status: the latest check of the phone (labels, reasons, retries, payment). */
export function fetchEvaluationStatus(target: Target, signal?: AbortSignal): Promise<EvaluationStatusView> {
  return callApi('getEvaluationStatus', {
    params: { policyId: target.policyId, riskId: target.riskId },
    ...evaluationAuth(target),
    ...(signal ? { signal } : {}),
  });
}

/** The context's policy and phone as a call target (the layout renders the steps only once both are known). */
export function statusTarget(context: EvaluationContextValue): Target {
  return { policyId: context.policyId ?? 0, riskId: context.riskId ?? 0, token: context.token };
}
