// @vitest-environment happy-dom
import type { PolicyAccess } from '@amparo/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import PaymentPage from '../payment/payment-page';

const PAYMENT_ACCESS: PolicyAccess = {
  purpose: 'payment',
  policy: {
    id: 12,
    number: 'AMP-000012',
    holder_name: 'Ana',
    product: { name: 'Móvil Top', product_type_id: 1 },
    devices: ['Apple iPhone 16 Pro'],
    periodicity: 1,
    payment_method_type: 3,
    iban_last4: '1332',
    next_receipt: { sequence: 1, price: 1495, activation_date: '2026-03-02' },
  },
};

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
const EXPIRED = 'El enlace no es válido o ha caducado. Entra en tu área de cliente para continuar.';

function renderPayment(path: string) {
  return renderRoutes(
    [
      { path: '/contratacion/pago', element: <PaymentPage /> },
      { path: '/area-cliente/acceso', element: <h1>Acceso clientes</h1> },
    ],
    path,
  );
}

describe('payment page opened from the booking mail (?acceso=)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the policy with the link token and shows the receipt, without charging', async () => {
    const fetchMock = mockFetch(() => ({ body: PAYMENT_ACCESS }));
    renderPayment(`/contratacion/pago?acceso=${TOKEN}`);
    expect(await screen.findByText('14,95 €')).toBeTruthy();
    expect(screen.getByText('Póliza AMP-000012')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tu primer recibo' })).toBeTruthy();
    expect(screen.getByText('Cargaremos el primer recibo en tu cuenta terminada en 1332.')).toBeTruthy();
    expect(screen.getByText('No se hace ningún cargo en esta pantalla.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi área de cliente' })).toBeTruthy();
    const { url, headers } = requestOf(fetchMock);
    expect(url).toBe(`/api/policy-access/payment?token=${TOKEN}`);
    expect(headers.get('Authorization')).toBeNull();
  });

  it('says a card link is mailed for card policies', async () => {
    mockFetch(() => ({
      body: {
        ...PAYMENT_ACCESS,
        policy: { ...PAYMENT_ACCESS.policy, payment_method_type: 1, iban_last4: null },
      },
    }));
    renderPayment(`/contratacion/pago?acceso=${TOKEN}`);
    expect(await screen.findByText('Pago con tarjeta')).toBeTruthy();
    expect(screen.getByText('Te enviaremos el enlace de pago al correo de tu póliza.')).toBeTruthy();
  });

  it('explains an expired link and keeps whoever is logged in on this browser', async () => {
    const session = JSON.stringify(buildSession({ role: 'policyholder' }));
    localStorage.setItem(SESSION_STORAGE_KEY, session);
    mockFetch(() => ({ status: 401, body: { message: EXPIRED, code: 'unauthorized' } }));
    renderPayment(`/contratacion/pago?acceso=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Este enlace ha caducado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi área de cliente' }).getAttribute('href')).toBe(
      '/area-cliente/acceso',
    );
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(session);
  });

  it('without a token, keeps reading the purchase from this tab (nothing stored: notice)', async () => {
    const fetchMock = mockFetch();
    renderPayment('/contratacion/pago?poliza=AMP-000012');
    expect(await screen.findByRole('heading', { name: 'No encontramos esta contratación' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
