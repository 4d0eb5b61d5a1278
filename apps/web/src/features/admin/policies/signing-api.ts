import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { POLICIES_KEY } from './policies-api';

// The contract's signing in the back office (docs/signature.md): the trail, the check of
// a returned PDF and the resend of the signing link, each one call of the contract.

export const evidenceKey = (policyId: number) => [...POLICIES_KEY, 'evidence', policyId] as const;

export function usePolicyEvidence(policyId: number) {
  return useQuery({
    queryKey: evidenceKey(policyId),
    queryFn: ({ signal }) => callApi('getPolicyEvidence', { params: { id: policyId }, signal }),
  });
}

export const verifyPolicyDocument = (policyId: number, fileBase64: string) =>
  callApi('verifyPolicyDocument', { params: { id: policyId }, body: { fileBase64 } });

export const resendSigningLink = (policyId: number, sms: boolean) =>
  callApi('resendSigningLink', { params: { id: policyId }, body: sms ? { sms: true } : {} });
