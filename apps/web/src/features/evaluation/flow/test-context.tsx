import type { EvaluationStatusView, PolicyAccess } from '@amparo/contract';
import { Outlet, type RouteObject } from 'react-router';
import { buildPolicyView } from '../../../test/policy-access';
import { renderRoutes } from '../../../test/render';
import { EvaluationContext, type EvaluationContextValue } from './use-evaluation-context';

export const LINK_SESSION = 'ses_abcdefghijklmnopqrstuvwxyz';

/** A mail link's view of policy 12 with one phone (risk 30), with overrides for that phone. */
export function buildEvaluationPolicy(
  phone: Partial<PolicyAccess['policy']['phones'][number]> = {},
): PolicyAccess['policy'] {
  return buildPolicyView({}, phone);
}

export function buildEvaluationStatus(overrides: Partial<EvaluationStatusView> = {}): EvaluationStatusView {
  return {
    evaluation_id: 5,
    status: 2,
    frontal: { label: null },
    trasera: { label: null },
    payment_link: null,
    partner_card: false,
    reasons: [],
    retries_left: 2,
    decided_at: null,
    with_expert: false,
    ...overrides,
  };
}

/**
 * Mounts phone-check pages under /evaluation with a given context (what the layout would give),
 * plus `/evaluation/:rest*` placeholders that show where a page navigated.
 */
export function renderEvaluationPage(
  children: RouteObject[],
  path: string,
  context: Partial<EvaluationContextValue> = {},
) {
  const value: EvaluationContextValue = {
    status: 'ready',
    policyId: 12,
    riskId: 30,
    token: LINK_SESSION,
    policy: buildEvaluationPolicy(),
    ...context,
  };
  return renderRoutes(
    [
      {
        path: '/evaluation',
        element: (
          <EvaluationContext.Provider value={value}>
            <Outlet />
          </EvaluationContext.Provider>
        ),
        children: [...children, { path: '*', element: <p>Otra página</p> }],
      },
      { path: '*', element: <p>Fuera del flujo</p> },
    ],
    path,
  );
}
