// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { closeModal } from '../../../ui/modals/modal-bus';
import { ModalHost } from '../../../ui/modals/modal-host';
import SignatureReturnPage from '../signature-return-page';
import { buildSigningState } from './signing-fixtures';

const SESSION = 's'.repeat(32);

function render(path: string, state: () => { status?: number; body?: unknown }) {
  const fetchMock = mockFetch(() => state());
  const view = renderRoutes(
    [
      {
        path: '/signature/:id/return',
        element: (
          <>
            <SignatureReturnPage />
            <ModalHost />
          </>
        ),
      },
      { path: '/firma/:id', element: <h1>Página de firma</h1> },
      { path: '/area-cliente/acceso', element: <h1>Acceso clientes</h1> },
    ],
    path,
  );
  return { ...view, fetchMock };
}

describe('the signature return page reads the outcome from the server', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
  });
  afterEach(() => {
    act(() => closeModal());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('signed: success, the signed contract and the customer area', async () => {
    render('/signature/12/return', () => ({
      body: buildSigningState(
        { outcome: 'signed', contract_link: '/api/files/contrato-firmado.pdf?signature=x' },
        { status: 'signed' },
      ),
    }));
    expect(await screen.findByRole('heading', { name: 'Contrato firmado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descargar contrato firmado' }).getAttribute('href')).toBe(
      '/api/files/contrato-firmado.pdf?signature=x',
    );
    expect(screen.getByRole('link', { name: 'Ir a mi área de cliente' }).getAttribute('href')).toBe(
      '/area-cliente',
    );
  });

  it('expired: says the 7 days are over and leads back to the signing page', async () => {
    render('/signature/12/return', () => ({
      body: buildSigningState({ outcome: 'expired' }, { status: 'expired', expires_at: null }),
    }));
    expect(await screen.findByRole('heading', { name: 'El plazo para firmar ha caducado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a firmar' }).getAttribute('href')).toBe('/firma/12');
  });

  it('the server says failed while the address says signed: the failure and the sign error modal', async () => {
    const { router } = render('/signature/12/return?status=signed', () => ({
      body: buildSigningState({ outcome: 'failed' }, { status: 'failed', failure_reason: null }),
    }));
    expect(await screen.findByRole('heading', { name: 'No se ha completado la firma' })).toBeTruthy();
    expect(screen.queryByText('Contrato firmado')).toBeNull();
    // The first open fetches the lazily loaded dialog chunk: the unit project's wait allows it time.
    const dialog = await screen.findByRole('dialog', { name: 'No hemos podido completar la firma' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Volver a firmar' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/firma/12'));
  });

  it('pending: waits and asks the server again until it is signed', async () => {
    let reads = 0;
    const { fetchMock } = render('/signature/12/return', () => {
      reads += 1;
      return {
        body:
          reads < 2
            ? buildSigningState({ outcome: 'pending' })
            : buildSigningState({ outcome: 'signed', contract_link: '/f.pdf' }, { status: 'signed' }),
      };
    });
    expect(await screen.findByRole('heading', { name: 'Estamos confirmando tu firma' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Contrato firmado' }, { timeout: 4000 })).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('with the link session of this tab: the token goes along', async () => {
    localStorage.clear();
    sessionStorage.setItem(
      'amparo.enlace.signature',
      JSON.stringify({ id: 'x', kind: 'session', token: SESSION }),
    );
    const { fetchMock } = render('/signature/12/return', () => ({
      body: { purpose: 'signature', ...buildSigningState({ outcome: 'signed' }) },
    }));
    expect(await screen.findByRole('heading', { name: 'Contrato firmado' })).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api/policies/12/signature?token=${SESSION}`);
  });

  it('no session and no link: a calm page, never the outcome of the address', async () => {
    localStorage.clear();
    const { fetchMock } = render('/signature/12/return?status=signed', () => ({ body: {} }));
    expect(await screen.findByRole('heading', { name: 'Abre el enlace de tu correo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar en el área de cliente' }).getAttribute('href')).toBe(
      '/area-cliente/acceso?volver=%2Fsignature%2F12%2Freturn',
    );
    expect(screen.queryByText('Contrato firmado')).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.includes('/signature'))).toEqual([]);
  });
});
