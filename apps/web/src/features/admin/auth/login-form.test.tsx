// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import LoginPage from './login-page';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin', element: <h1>Panel del back office</h1> },
    ],
    '/admin/login',
  );
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('back-office login form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('validates with the contract schema before calling the API', async () => {
    const fetchMock = mockFetch();
    renderLogin();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-un-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El correo electrónico no es válido')).toBeTruthy();
    expect(screen.getByText('Indica tu contraseña')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in an alert and stores nothing", async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Correo o contraseña incorrectos' } }));
    renderLogin();
    await fillAndSubmit('admin@amparo.local', 'mala-clave');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Correo o contraseña incorrectos');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('stores the user with its token and goes to the back office', async () => {
    const session = buildSession();
    const fetchMock = mockFetch(() => ({ body: session }));
    const { router } = renderLogin();
    await fillAndSubmit('Admin@Amparo.local ', 'amparo-demo-2026');
    expect(await screen.findByRole('heading', { name: 'Panel del back office' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/users/login');
    // The contract normalises the email (trim + lower case) before sending.
    expect(request.body).toEqual({ email: 'admin@amparo.local', password: 'amparo-demo-2026' });
    expect(request.headers.get('Authorization')).toBeNull();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').api_token).toBe(session.api_token),
    );
  });

  it('asks for the mailed code after a lockout and sends it with the password', async () => {
    const session = buildSession();
    const fetchMock = mockFetch((_url, init) =>
      String(init.body).includes('"code"')
        ? { body: session }
        : {
            status: 401,
            body: {
              code: 'LOGIN_CODE_REQUIRED',
              message: 'Acceso bloqueado temporalmente por intentos fallidos.',
            },
          },
    );
    renderLogin();
    expect(screen.queryByLabelText('Código recibido por correo')).toBeNull();
    await fillAndSubmit('admin@amparo.local', 'amparo-demo-2026');
    expect((await screen.findByRole('alert')).textContent).toContain('bloqueado');
    const codeField = await screen.findByLabelText('Código recibido por correo');
    await userEvent.type(codeField, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Panel del back office' })).toBeTruthy();
    expect(requestOf(fetchMock, 1).body).toEqual({
      email: 'admin@amparo.local',
      password: 'amparo-demo-2026',
      code: '123456',
    });
  });
});
