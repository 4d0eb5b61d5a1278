import type { PolicyAccess } from '@amparo/contract';
import { linkSessionToken, useLinkCredential, usePolicyAccess } from '../../../api/policy-access';

// Minimal version for the camera pages (h/evcam); the IMEI helper's version replaces it at merge.

export type EvaluationContext = {
  status: 'loading' | 'ready' | 'error';
  policyId: number | null;
  riskId: number | null;
  /** The link's session token for `?token=`, or null when the customer is logged in. */
  token: string | null;
  policy?: PolicyAccess['policy'];
};

/** The policy and phone the mailed link opens, and the token the phone-check calls carry. */
export function useEvaluationContext(): EvaluationContext {
  const credential = useLinkCredential('evaluation');
  const access = usePolicyAccess('evaluation', credential);
  const policy = access.data?.policy;
  if (access.isError || (!credential && !access.isLoading && !policy)) {
    return { status: 'error', policyId: null, riskId: null, token: null };
  }
  if (!policy) return { status: 'loading', policyId: null, riskId: null, token: null };
  const phone = policy.phones[0];
  return {
    status: phone ? 'ready' : 'error',
    policyId: policy.id,
    riskId: phone?.risk_id ?? null,
    token: linkSessionToken('evaluation') ?? credential?.token ?? null,
    policy,
  };
}
