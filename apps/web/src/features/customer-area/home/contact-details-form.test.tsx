// @vitest-environment happy-dom
import type { CustomerHome } from '@amparo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import CustomerHomePage from './customer-home-page';

const home = (email: string): CustomerHome => ({
  user: { name: 'Lucía', email, phone: '612345678' },
  notifications: [],
  policies: [],
});

describe("'Mis datos': changing the email", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(buildSession({ role: 'policyholder', name: 'Lucía' })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code sent to the new address, then shows the confirmed email', async () => {
    let email = 'lucia@example.com';
    const fetchMock = mockFetch((url) => {
      if (url.endsWith('/customer/contact')) return { body: { message: 'Te hemos enviado un código' } };
      if (url.endsWith('/customer/contact/email-confirmation')) {
        email = 'nueva@example.com';
        return { body: { message: 'Correo confirmado: a partir de ahora usamos esta dirección' } };
      }
      return { body: home(email) };
    });
    renderRoutes([{ path: '/area-cliente', element: <CustomerHomePage /> }], '/area-cliente');
    const emailField = (await screen.findByLabelText('Correo electrónico')) as HTMLInputElement;
    await waitFor(() => expect(emailField.value).toBe('lucia@example.com'));
    await userEvent.clear(emailField);
    await userEvent.type(emailField, 'nueva@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar mis datos' }));

    expect(await screen.findByRole('heading', { name: 'Confirma tu nuevo correo' })).toBeTruthy();
    expect(screen.getByText(/seguimos usando lucia@example\.com/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar correo' }));
    expect(await screen.findByText('El código tiene 6 cifras')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Código recibido'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar correo' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Confirma tu nuevo correo' })).toBeNull(),
    );
    const calls = fetchMock.mock.calls.map((_, i) => requestOf(fetchMock, i));
    expect(calls.find((c) => c.url.endsWith('/customer/contact'))?.body).toEqual({
      email: 'nueva@example.com',
    });
    expect(calls.find((c) => c.url.endsWith('/email-confirmation'))?.body).toEqual({
      email: 'nueva@example.com',
      code: '123456',
    });
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('nueva@example.com');
  });
});
