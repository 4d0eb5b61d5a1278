// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch, requestOf } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import EvaluationLayout from './evaluation-layout';
import { evaluationFlow } from './flow/evaluation-flow-store';
import { buildEvaluationPolicy } from './flow/test-context';
import { useEvaluationContext } from './flow/use-evaluation-context';
import { pickRiskId } from './flow/use-resolve-evaluation-context';

function ShowContext() {
  const context = useEvaluationContext();
  const phone = context.policy?.phones[0];
  return (
    <>
      <h1>{`póliza ${context.policyId} · móvil ${context.riskId} · ${context.token ?? 'con login'} · ${context.status}`}</h1>
      <p>{phone ? `IMEI ${phone.imei ?? 'ninguno'} · intentos ${phone.imei_retries_left}` : 'sin vista'}</p>
    </>
  );
}

function renderLayout(path: string) {
  return renderRoutes(
    [
      {
        path: '/evaluation',
        element: <EvaluationLayout />,
        children: [{ index: true, element: <ShowContext /> }],
      },
    ],
    path,
  );
}

const OWN_VIEW_URL = '/api/customer/policies/12/access/evaluation';
const ownView = () => ({
  purpose: 'evaluation',
  policy: buildEvaluationPolicy({ imei: '356938035643809', imei_retries_left: 2 }),
});

function logInPolicyholder() {
  localStorage.setItem(
    'amparo:user',
    JSON.stringify(buildSession({ role: 'policyholder', api_token: 'login-token-123' })),
  );
}

describe('who opens the phone check', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    evaluationFlow.resetForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("a logged-in policyholder from 'Peritar ahora': their own policy's view read with the login, so the IMEI page knows the saved IMEI", async () => {
    logInPolicyholder();
    const fetchMock = mockFetch((url) => (url === OWN_VIEW_URL ? { body: ownView() } : { status: 404 }));
    renderLayout('/evaluation?policy_id=12');
    expect(
      await screen.findByRole('heading', { name: 'póliza 12 · móvil 30 · con login · ready' }),
    ).toBeTruthy();
    expect(screen.getByText('IMEI 356938035643809 · intentos 2')).toBeTruthy();
    const { url, headers } = requestOf(fetchMock);
    expect(url).toBe(OWN_VIEW_URL);
    expect(headers.get('Authorization')).toBe('Bearer login-token-123');
    // The steps after this one need no query string: the store keeps the policy and phone.
    await waitFor(() => expect(evaluationFlow.get()).toMatchObject({ policyId: 12, riskId: 30 }));
  });

  it("a policyholder asking for another customer's policy (404) gets no check", async () => {
    logInPolicyholder();
    const fetchMock = mockFetch(() => ({
      status: 404,
      body: { code: 'POLICY_NOT_FOUND', message: 'Póliza no encontrada' },
    }));
    renderLayout('/evaluation?policy_id=99&risk_id=30');
    expect(await screen.findByRole('heading', { name: 'No podemos abrir tu comprobación' })).toBeTruthy();
    expect(screen.queryByText(/póliza 99/)).toBeNull();
    expect(requestOf(fetchMock).url).toBe('/api/customer/policies/99/access/evaluation');
  });

  it('with neither a link nor a login, says how to come in', async () => {
    const fetchMock = mockFetch();
    renderLayout('/evaluation?policy_id=12');
    expect(await screen.findByRole('heading', { name: 'No podemos abrir tu comprobación' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar en mi área de cliente' }).getAttribute('href')).toBe(
      `/area-cliente/acceso?volver=${encodeURIComponent('/evaluation?policy_id=12')}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the mail link wins over a login and gives its session token', async () => {
    logInPolicyholder();
    sessionStorage.setItem(
      'amparo.enlace.evaluation',
      JSON.stringify({ id: 'x1', kind: 'session', token: 'ses_abcdefghijklmnopqrstuvwxyz' }),
    );
    mockFetch(() => ({ body: { purpose: 'evaluation', policy: buildEvaluationPolicy() } }));
    renderLayout('/evaluation');
    expect(
      await screen.findByRole('heading', {
        name: 'póliza 12 · móvil 30 · ses_abcdefghijklmnopqrstuvwxyz · ready',
      }),
    ).toBeTruthy();
    expect(screen.getByText('IMEI ninguno · intentos 3')).toBeTruthy();
  });

  it('pickRiskId: the phone asked for, else the first whose check is not validated, else the first', () => {
    const policy = buildEvaluationPolicy({ evaluation_status: 3 });
    policy.phones.push({ ...policy.phones[0]!, risk_id: 31, evaluation_status: 4 });
    expect(pickRiskId(policy, null)).toBe(31);
    expect(pickRiskId(policy, 30)).toBe(30);
    expect(pickRiskId(policy, 99)).toBe(31);
    policy.phones[1]!.evaluation_status = 3;
    expect(pickRiskId(policy, null)).toBe(30);
    expect(pickRiskId({ ...policy, phones: [] }, null)).toBeNull();
  });
});
