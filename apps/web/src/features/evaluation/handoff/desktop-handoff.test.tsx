// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { setUserAgent, USER_AGENTS } from '../../../test/render';
import { buildEvaluationStatus, LINK_SESSION, renderEvaluationPage } from '../flow/test-context';
import { ImeiPage } from '../imei/imei-page';
import { DesktopHandoff, handoffFinished } from './desktop-handoff';

const HANDOFF_URL = 'https://amparo.example/evaluation?acceso=hand_abcdefghijklmnopqrst';

describe('desktop hand-off (spec 4 device type)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setUserAgent(USER_AGENTS.desktop);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a desktop, the IMEI step shows a QR code of the hand-off link, and can stay on the computer', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/policies/12/evaluation-handoff')
        ? { status: 201, body: { url: HANDOFF_URL, expires_at: '2030-01-01T10:15:00Z' } }
        : url.includes('/evaluation-status')
          ? { body: buildEvaluationStatus({ evaluation_id: null, status: 1 }) }
          : {},
    );
    renderEvaluationPage([{ index: true, element: <ImeiPage /> }], '/evaluation');
    expect(await screen.findByText('Abre la cámara de tu móvil y escanea este código')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'Código QR que abre la comprobación en tu móvil' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const handoffCall = fetchMock.mock.calls.find(([url]) => String(url).includes('evaluation-handoff'));
    expect(String(handoffCall?.[0])).toBe(`/api/policies/12/evaluation-handoff?token=${LINK_SESSION}`);
    expect((handoffCall?.[1] as RequestInit | undefined)?.method).toBe('POST');

    await userEvent.click(screen.getByRole('button', { name: 'Continuar en este ordenador' }));
    expect(await screen.findByRole('heading', { name: 'Identifica tu móvil' })).toBeTruthy();
    expect(sessionStorage.getItem('amparo.peritacion.ordenador')).toBe('1');
  });

  it('asks for the check until the phone has finished, then moves on to the result by itself', async () => {
    let calls = 0;
    mockFetch((url) => {
      if (url.includes('evaluation-handoff')) {
        return { status: 201, body: { url: HANDOFF_URL, expires_at: '2030-01-01T10:15:00Z' } };
      }
      if (!url.includes('/evaluation-status')) return {};
      calls += 1;
      if (calls === 1) return { body: buildEvaluationStatus({ evaluation_id: 4, status: 4 }) };
      if (calls === 2) return { body: buildEvaluationStatus({ evaluation_id: 6, status: 2 }) };
      return {
        body: buildEvaluationStatus({
          evaluation_id: 6,
          status: 3,
          frontal: { label: 'Validated' },
          trasera: { label: 'Validated' },
        }),
      };
    });
    const { router } = renderEvaluationPage(
      [{ index: true, element: <DesktopHandoff onStayHere={() => {}} pollMs={30} /> }],
      '/evaluation',
    );
    expect(await screen.findByText('Hemos recibido tus fotos: las estamos revisando.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluation/checking'));
    expect(calls).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['no check yet, then decided', { evaluation_id: null, status: 1 }, { evaluation_id: 6, status: 3 }, true],
    ['pending, then decided', { evaluation_id: 6, status: 2 }, { evaluation_id: 6, status: 4 }, true],
    ['an old refusal, unchanged', { evaluation_id: 4, status: 4 }, { evaluation_id: 4, status: 4 }, false],
    [
      'an old refusal, a new check pending',
      { evaluation_id: 4, status: 4 },
      { evaluation_id: 6, status: 2 },
      false,
    ],
    [
      'an old refusal, a new check decided',
      { evaluation_id: 4, status: 4 },
      { evaluation_id: 6, status: 3 },
      true,
    ],
  ])('handoffFinished: %s → %s', (_name, first, now, expected) => {
    expect(handoffFinished(buildEvaluationStatus(first), buildEvaluationStatus(now))).toBe(expected);
  });
});
