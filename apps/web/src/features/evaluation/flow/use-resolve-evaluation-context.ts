import type { PolicyAccess } from '@amparo/contract';
import { EvaluationStatus, Role } from '@amparo/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import { isDeadLink, linkSessionToken, useLinkCredential, usePolicyAccess } from '../../../api/policy-access';
import { useSession } from '../../../auth/session-store';
import { evaluationFlow } from './evaluation-flow-store';
import type { EvaluationContextValue } from './use-evaluation-context';

const DONE: readonly number[] = [EvaluationStatus.VALIDATED, EvaluationStatus.NOT_REQUIRED];

/** The phone to check: the one asked for, else the first whose check is not validated, else the first. */
export function pickRiskId(policy: PolicyAccess['policy'], wanted: number | null): number | null {
  const phones = policy.phones;
  if (wanted !== null && phones.some((phone) => phone.risk_id === wanted)) return wanted;
  return (phones.find((phone) => !DONE.includes(phone.evaluation_status)) ?? phones[0])?.risk_id ?? null;
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

type Resolved = { value: EvaluationContextValue; deadLink: boolean };

/**
 * The /evaluation layout's answer to "which policy, which phone, which credential"
 * (docs/phone-check-web.md, Who opens the check):
 * - opened from a mail link (`?acceso=`, or the session this tab already holds): the link's view
 *   of the policy, and its session token for every call;
 * - opened by a logged-in policyholder ('Peritar ahora' → /peritation/<policyId> →
 *   /evaluation?policy_id=…&risk_id=…): the same view of their own policy, read with the login
 *   (`GET /customer/policies/:id/access/evaluation`, 404 for anyone else's policy), and the calls
 *   go with the login (`token` null).
 * The policy and phone are kept in the flow's store, so the steps need no query string.
 */
export function useResolveEvaluationContext(): Resolved {
  const [params] = useSearchParams();
  const credential = useLinkCredential('evaluation');
  const session = useSession();
  const access = usePolicyAccess('evaluation', credential);
  const stored = evaluationFlow.get();
  const wantedPolicy = positiveInt(params.get('policy_id')) ?? stored.policyId;
  const isPolicyholder = credential === null && session?.role === Role.POLICYHOLDER;

  // Under 'policy-access', so the IMEI page's refresh after a save reaches this view too.
  const own = useQuery({
    queryKey: ['policy-access', 'evaluation', 'policyholder', wantedPolicy] as const,
    queryFn: ({ signal }) =>
      callApi('getOwnPolicyAccess', { params: { id: wantedPolicy!, purpose: 'evaluation' }, signal }),
    enabled: isPolicyholder && wantedPolicy !== null,
    retry: false,
  });

  // The link's view when this tab holds a link, else the policyholder's own.
  const view = credential ? access : own;
  const isViewError = view.isError;
  const viewData = view.data;

  const value = useMemo((): EvaluationContextValue => {
    const none = { policyId: null, riskId: null, token: null };
    if (!credential && (!isPolicyholder || wantedPolicy === null)) return { status: 'error', ...none };
    if (isViewError) return { status: 'error', ...none };
    if (!viewData) return { status: 'loading', ...none };
    const policy = viewData.policy;
    const asked =
      positiveInt(params.get('risk_id')) ?? (policy.id === stored.policyId ? stored.riskId : null);
    const riskId = pickRiskId(policy, asked);
    return {
      status: riskId === null ? 'error' : 'ready',
      policyId: policy.id,
      riskId,
      token: credential ? linkSessionToken('evaluation') : null,
      policy,
    };
  }, [
    credential,
    isViewError,
    viewData,
    isPolicyholder,
    wantedPolicy,
    params,
    stored.policyId,
    stored.riskId,
  ]);

  useEffect(() => {
    if (value.status === 'ready' && value.policyId !== null && value.riskId !== null) {
      evaluationFlow.open(value.policyId, value.riskId);
    }
  }, [value.status, value.policyId, value.riskId]);

  return { value, deadLink: access.isError && isDeadLink(access.error) };
}
