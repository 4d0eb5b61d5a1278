// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import AccessPage from './access-page';

const SENT = { message: 'Si el correo está en una póliza, te hemos enviado un código.' };

function renderAccess(path = '/area-cliente/acceso') {
  return renderRoutes(
    [
      { path: '/area-cliente/acceso', element: <AccessPage /> },
      { path: '/area-cliente', element: <h1>Mis pólizas</h1> },
      { path: '/pagos/:policyId/:paymentId', element: <h1>Pagar recibo</h1> },
    ],
    path,
  );
}

async function sendCode(email = 'lucia@example.com') {
  await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Enviarme el código' }));
  return screen.findByLabelText('Código de 6 cifras');
}

describe('customer access, two steps', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('step 1 checks the email, then asks the API for a code', async () => {
    const fetchMock = mockFetch(() => ({ body: SENT }));
    renderAccess();
    expect(screen.getByText('Paso 1 de 2')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'lucia@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviarme el código' }));
    expect(await screen.findByText('El correo electrónico no es válido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Correo electrónico'));
    const codeInput = await sendCode();
    expect(requestOf(fetchMock).url).toBe('/api/customer/access-code');
    expect(requestOf(fetchMock).body).toEqual({ email: 'lucia@example.com' });
    expect(screen.getByText('Paso 2 de 2')).toBeTruthy();
    expect(codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeInput.getAttribute('inputmode')).toBe('numeric');
  });

  it('step 2 rejects a code that is not 6 digits', async () => {
    const fetchMock = mockFetch(() => ({ body: SENT }));
    renderAccess();
    const codeInput = await sendCode();
    await userEvent.type(codeInput, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El código tiene 6 cifras')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for a wrong code", async () => {
    mockFetch((url) =>
      url.endsWith('/session')
        ? { status: 401, body: { message: 'El código no es válido o ha caducado' } }
        : { body: SENT },
    );
    renderAccess();
    await userEvent.type(await sendCode(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('El código no es válido o ha caducado');
  });

  it('resends the code and lets the customer change the email', async () => {
    const fetchMock = mockFetch(() => ({ body: SENT }));
    renderAccess();
    await sendCode();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar el código' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestOf(fetchMock, 1).body).toEqual({ email: 'lucia@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Usar otro correo' }));
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('lucia@example.com');
  });

  it('with the right code stores the session and opens the customer area', async () => {
    const session = buildSession({ role: 'policyholder', name: 'Lucía', api_token: 'cliente-abc' });
    const fetchMock = mockFetch((url) => ({ body: url.endsWith('/session') ? session : SENT }));
    const { router } = renderAccess();
    await userEvent.type(await sendCode(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Mis pólizas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area-cliente');
    expect(requestOf(fetchMock, 1).body).toEqual({ email: 'lucia@example.com', code: '123456' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').api_token).toBe('cliente-abc');
  });

  it('goes back to the page that asked for the login (?volver=), only within this app', async () => {
    const session = buildSession({ role: 'policyholder', api_token: 'cliente-abc' });
    mockFetch((url) => ({ body: url.endsWith('/session') ? session : SENT }));
    const { router } = renderAccess('/area-cliente/acceso?volver=%2Fpagos%2F12%2F31%3Fpoliza%3DAMP-1');
    await userEvent.type(await sendCode(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Pagar recibo' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/pagos/12/31?poliza=AMP-1',
    );
  });

  it('ignores a return address on another site', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
    mockFetch();
    const { router } = renderAccess('/area-cliente/acceso?volver=%2F%2Fevil.example%2Fpagos');
    expect(await screen.findByRole('heading', { name: 'Mis pólizas' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/area-cliente');
  });
});
