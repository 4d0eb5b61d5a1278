import type { PolicyAccess } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { ApiError } from './http';

export type PolicyAccessPurpose = PolicyAccess['purpose'];

/**
 * The policy a mail link opens (`?acceso=<token>`). Sent without the stored
 * login: the token is the credential, and a dead link must not log out
 * whoever is signed in on this browser.
 */
export const fetchPolicyAccess = (purpose: PolicyAccessPurpose, token: string) =>
  callApi('getPolicyAccess', { params: { purpose }, query: { token } });

export function usePolicyAccess(purpose: PolicyAccessPurpose, token: string | null) {
  return useQuery({
    queryKey: ['policy-access', purpose, token] as const,
    queryFn: () => fetchPolicyAccess(purpose, token ?? ''),
    enabled: token !== null,
    // A dead link stays dead: retrying only delays the explanation.
    retry: (count, error) => !isDeadLink(error) && count < 1,
    staleTime: 60_000,
  });
}

/** 401 (expired, used or unknown token) and 400 (malformed token) both mean the link cannot be used. */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 400);
}
