// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../test/fixtures';
import { buildPolicyAccess } from '../../test/policy-access';
import { renderRoutes } from '../../test/render';
import { ModalHost } from '../../ui/modals/modal-host';
import EvaluationLayout from './evaluation-layout';

const ACCESS = buildPolicyAccess('evaluation');

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function renderLayout(path: string) {
  return renderRoutes(
    [
      {
        path: '/evaluation',
        element: <EvaluationLayout />,
        children: [{ index: true, element: <h1>Identifica tu móvil</h1> }],
      },
    ],
    path,
  );
}

const SESSION = 'ses_abcdefghijklmnopqrstuvwxyz';

describe('evaluation layout opened from the booking mail', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('greets the customer with the phone and policy of the link, and takes the token out of the address', async () => {
    const fetchMock = mockFetch(() => ({
      body: { session_token: SESSION, expires_at: '2030-01-01T00:00:00Z', access: ACCESS },
    }));
    const { router } = renderLayout(`/evaluation?acceso=${TOKEN}`);
    expect(await screen.findByText('Comprobación de tu Apple iPhone 16 · póliza AMP-000012')).toBeTruthy();
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Identifica tu móvil' })).toBeTruthy();
    // The token travels once, in a body, and is exchanged for a session kept in the tab.
    const { url, init, body } = requestOf(fetchMock);
    expect(url).toBe('/api/policy-access/evaluation/session');
    expect(init.method).toBe('POST');
    expect(body).toEqual({ token: TOKEN });
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('amparo.enlace.evaluation')).toContain(SESSION);
    expect(sessionStorage.getItem('amparo.enlace.evaluation')).not.toContain(TOKEN);
  });

  it('opens the policy again with the stored session after a reload, without the token', async () => {
    sessionStorage.setItem(
      'amparo.enlace.evaluation',
      JSON.stringify({ id: 'x1', kind: 'session', token: SESSION }),
    );
    const fetchMock = mockFetch(() => ({ body: ACCESS }));
    renderLayout('/evaluation');
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
    expect(requestOf(fetchMock).url).toBe(`/api/policy-access/evaluation?token=${SESSION}`);
  });

  it('shows the expired-link page on 401', async () => {
    mockFetch(() => ({ status: 401, body: { message: 'El enlace no es válido o ha caducado.' } }));
    renderLayout(`/evaluation?acceso=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace ha caducado' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Identifica tu móvil' })).toBeNull();
  });

  it('without a token, keeps the generic title and calls nothing', async () => {
    const fetchMock = mockFetch();
    renderLayout('/evaluation');
    expect(await screen.findByText('Comprobación de tu móvil')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('leaving the photos', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  function renderAt(path: string) {
    sessionStorage.setItem(
      'amparo.enlace.evaluation',
      JSON.stringify({ id: 'x1', kind: 'session', token: SESSION }),
    );
    mockFetch(() => ({ body: ACCESS }));
    const view = renderRoutes(
      [
        {
          path: '/evaluation',
          element: <EvaluationLayout />,
          children: [
            { index: true, element: <h1>Identifica tu móvil</h1> },
            { path: 'instructions', element: <h1>Cómo hacer las fotos</h1> },
          ],
        },
        { path: '/', element: <h1>Portada</h1> },
      ],
      path,
    );
    render(<ModalHost />);
    return view;
  }

  it('asks before leaving a photo step, and a customer from the mail goes home', async () => {
    const { router } = renderAt('/evaluation/instructions');
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quieres salir del proceso?' });
    expect(dialog.textContent).toContain('el IMEI queda guardado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir con el proceso' }));
    expect(router.state.location.pathname).toBe('/evaluation/instructions');
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, salir' }));
    expect(await screen.findByRole('heading', { name: 'Portada' })).toBeTruthy();
  });

  it('offers no way out on the IMEI step, where nothing is lost', async () => {
    renderAt('/evaluation');
    expect(await screen.findByRole('heading', { name: 'Identifica tu móvil' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salir' })).toBeNull();
  });
});
