// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDE';
const routes = [{ path: '/admin/restablecer-contrasena', element: <ResetPasswordPage /> }];

describe('password page opened from the mailed link', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('takes the token out of the address at once, and sends it with the new password', async () => {
    const fetchMock = mockFetch(() => ({ body: { message: 'Ya puedes entrar.' } }));
    const { router } = renderRoutes(routes, `/admin/restablecer-contrasena?token=${TOKEN}`);
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'una-clave-larga-10');
    await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'una-clave-larga-10');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Ya puedes entrar.')).toBeTruthy();
    expect(requestOf(fetchMock).body).toEqual({ token: TOKEN, password: 'una-clave-larga-10' });
    // Spent: this tab forgets it.
    expect(sessionStorage.getItem('amparo.restablecer')).toBeNull();
  });

  it('still finds the token after a reload of the clean address', async () => {
    sessionStorage.setItem('amparo.restablecer', TOKEN);
    mockFetch();
    renderRoutes(routes, '/admin/restablecer-contrasena');
    expect(screen.getByLabelText('Contraseña nueva')).toBeTruthy();
    expect(screen.queryByText('El enlace no es válido o está incompleto. Pide uno nuevo.')).toBeNull();
  });
});
