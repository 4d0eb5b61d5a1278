import type { CustomerHome, PolicyAccess } from '@amparo/contract';
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

/** In the customer area's home, the phone of a policy's check notice ('Peritar ahora'). */
export function riskFromNotices(home: CustomerHome, policyId: number): number | null {
  const notices = [
    ...home.notifications,
    ...(home.policies.find((p) => p.id === policyId)?.notifications ?? []),
  ];
  for (const notice of notices) {
    const params = notice.link?.name === 'evaluation' ? notice.link.params : null;
    if (params && Number(params.policy_id) === policyId && Number(params.risk_id) > 0)
      return Number(params.risk_id);
  }
  return null;
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

type Resolved = { value: EvaluationContextValue; deadLink: boolean };

/**
 * The /evaluation layout's answer to "which policy, which phone, which credential" (issue 10):
 * - opened from a mail link (`?acceso=`, or the session this tab already holds): the link's view
 *   of the policy, and its session token for every call;
 * - opened by a logged-in policyholder ('Peritar ahora' → /peritation/<policyId> →
 *   /evaluation?policy_id=…&risk_id=…): the customer area's home says the policy is theirs, the
 *   calls go with the login, and there is no link view (`policy` undefined).
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

  const home = useQuery({
    queryKey: ['customer', 'home'] as const,
    queryFn: ({ signal }) => callApi('getCustomerHome', { signal }),
    enabled: isPolicyholder && wantedPolicy !== null,
  });

  const value = useMemo((): EvaluationContextValue => {
    const none = { policyId: null, riskId: null, token: null };
    if (credential) {
      if (access.isError) return { status: 'error', ...none };
      if (!access.data) return { status: 'loading', ...none };
      const policy = access.data.policy;
      const asked =
        positiveInt(params.get('risk_id')) ?? (policy.id === stored.policyId ? stored.riskId : null);
      const riskId = pickRiskId(policy, asked);
      return {
        status: riskId === null ? 'error' : 'ready',
        policyId: policy.id,
        riskId,
        token: linkSessionToken('evaluation'),
        policy,
      };
    }
    if (!isPolicyholder || wantedPolicy === null) return { status: 'error', ...none };
    if (home.isError) return { status: 'error', ...none };
    if (!home.data) return { status: 'loading', ...none };
    if (!home.data.policies.some((policy) => policy.id === wantedPolicy)) return { status: 'error', ...none };
    const fromStore = stored.policyId === wantedPolicy ? stored.riskId : null;
    const riskId =
      positiveInt(params.get('risk_id')) ?? riskFromNotices(home.data, wantedPolicy) ?? fromStore;
    return { status: riskId === null ? 'error' : 'ready', policyId: wantedPolicy, riskId, token: null };
  }, [
    credential,
    access.isError,
    access.data,
    isPolicyholder,
    wantedPolicy,
    home.isError,
    home.data,
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
