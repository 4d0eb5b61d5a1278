import type { SendSigningCodeRequest, SignContractRequest, SigningState } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, callApi } from '../../api/client';
import type { SigningCredential } from './use-signing-access';

// The four customer calls of the signing (packages/contract/src/signatures.ts), each with the
// credential the page resolved: the link's session as `?token=`, or the login.

function access(credential: SigningCredential) {
  return credential.kind === 'token'
    ? { query: { token: credential.token } }
    : { withSession: true as const };
}

export const signingQueryKey = (policyId: number) => ['signing', policyId] as const;

/** The server's word on the signing; `pollEveryMs` keeps asking while it says so. */
export function useSigningState(
  policyId: number,
  credential: SigningCredential | null,
  pollEveryMs?: (state: SigningState | undefined, fetches: number) => number | false,
) {
  return useQuery({
    queryKey: [...signingQueryKey(policyId), credential?.kind ?? 'none'] as const,
    queryFn: ({ signal }) =>
      callApi('getSigning', { params: { id: policyId }, ...access(credential!), signal }),
    enabled: credential !== null && Number.isInteger(policyId) && policyId > 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: pollEveryMs
      ? (query) => pollEveryMs(query.state.data, query.state.dataUpdateCount)
      : false,
  });
}

/** After a lapsed or failed signing: the contract prepared again, a fresh signing open. */
export function startSigning(policyId: number, credential: SigningCredential) {
  return callApi('startSigning', { params: { id: policyId }, ...access(credential) });
}

export function sendSigningCode(
  policyId: number,
  credential: SigningCredential,
  body: SendSigningCodeRequest,
) {
  return callApi('sendSigningCode', { params: { id: policyId }, ...access(credential), body });
}

/** One attempt, one Idempotency-Key: a retry after a lost answer is the same signature. */
export function signContract(
  policyId: number,
  credential: SigningCredential,
  body: SignContractRequest,
  idempotencyKey: string,
) {
  return callApi('signContract', { params: { id: policyId }, ...access(credential), body, idempotencyKey });
}

/** The unsigned contract's address, for the reader and the download link (the link's token in it). */
export function signingDocumentUrl(policyId: number, credential: SigningCredential): string {
  return apiUrl('openSigningDocument', {
    params: { id: policyId },
    query: credential.kind === 'token' ? { token: credential.token } : {},
  });
}
