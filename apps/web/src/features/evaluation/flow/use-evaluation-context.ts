import type { PolicyAccess } from '@amparo/contract';
import { createContext, useContext } from 'react';

/**
 * What every page of the phone check needs: which policy and phone are checked, and how
 * to call the customer routes. Opened from the mail link, `token` is the tab's link session (send it
 * as `query: { token }`); opened by a logged-in policyholder from the customer area, `token` is null
 * and the calls go with the login (`withSession: true`). `policy` is the view of the policy (IMEI,
 * attempts left, check status): the link's, or the policyholder's own read with the login; undefined
 * only while loading or in tests that leave it out.
 */
export type EvaluationContextValue = {
  status: 'loading' | 'ready' | 'error';
  policyId: number | null;
  riskId: number | null;
  token: string | null;
  policy?: PolicyAccess['policy'];
};

/** Provided by the /evaluation layout (evaluation-layout.tsx); tests may provide their own value. */
export const EvaluationContext = createContext<EvaluationContextValue | null>(null);

const OUTSIDE: EvaluationContextValue = { status: 'error', policyId: null, riskId: null, token: null };

/** The policy and phone of the check in progress; outside the /evaluation layout there is none ('error'). */
export function useEvaluationContext(): EvaluationContextValue {
  return useContext(EvaluationContext) ?? OUTSIDE;
}

/**
 * How a page authenticates its calls: the link session as `?token=` or, without one, the login.
 * `callApi('getEvaluationStatus', { params, ...evaluationAuth(context) })`.
 */
export function evaluationAuth(context: Pick<EvaluationContextValue, 'token'>): {
  query: { token?: string };
  withSession: boolean;
} {
  return context.token
    ? { query: { token: context.token }, withSession: false }
    : { query: {}, withSession: true };
}
