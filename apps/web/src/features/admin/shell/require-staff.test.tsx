// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../api/client';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { RequireStaff } from './require-staff';

function MePage() {
  const me = useQuery({ queryKey: ['me'], queryFn: () => callApi('getMe') });
  return <p>{me.data ? `Hola ${me.data.name}` : 'Cargando'}</p>;
}

function renderGuarded() {
  return renderRoutes(
    [
      { path: '/admin/login', element: <h1>Acceso al back office</h1> },
      { path: '/admin/usuarios', element: <RequireStaff>{() => <MePage />}</RequireStaff> },
    ],
    '/admin/usuarios',
  );
}

function storeSession(role: Parameters<typeof buildSession>[0] = {}) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession(role)));
}

describe('back-office auth guard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a stored user to the login page, remembering where they were going', async () => {
    const { router } = renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Acceso al back office' })).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/admin/usuarios' });
  });

  it('does not let a policyholder session into the back office', async () => {
    storeSession({ role: 'policyholder' });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Acceso al back office' })).toBeTruthy();
  });

  it('lets a staff user in and sends the bearer token', async () => {
    storeSession();
    const fetchMock = mockFetch(() => ({ body: { name: 'Marta' } }));
    renderGuarded();
    expect(await screen.findByText('Hola Marta')).toBeTruthy();
    expect(requestOf(fetchMock).headers.get('Authorization')).toBe('Bearer token-de-prueba-123');
  });

  it('clears the stored user on a 401 and returns to the login page', async () => {
    storeSession();
    mockFetch(() => ({ status: 401, body: { message: 'La sesión ha caducado' } }));
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Acceso al back office' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
