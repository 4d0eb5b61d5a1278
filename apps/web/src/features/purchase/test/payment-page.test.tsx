// @vitest-environment happy-dom
import type { PolicyAccess } from '@amparo/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { buildPolicyAccess } from '../../../test/policy-access';
import { renderRoutes } from '../../../test/render';
import { saveBookedPurchase } from '../model/booked-policy-store';
import PaymentPage from '../payment/payment-page';
import { buildBookedPolicy } from './purchase-fixtures';

const PAYMENT_ACCESS = buildPolicyAccess('payment', {
  devices: ['Apple iPhone 16 Pro'],
  payment_method_type: 3,
  iban_last4: '1332',
  next_receipt: { id: 31, sequence: 1, price: 1495, activation_date: '2026-03-02' },
  phones: [],
  payments: [
    {
      id: 31,
      sequence: 1,
      price: 1495,
      pending_amount: 1495,
      activation_date: '2026-03-02',
      payment_date: null,
      display_status: 'IMPAGADO',
      collection: null,
    },
  ],
});

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';
/** The answer to exchanging the link's token for a tab session. */
const session = (access: PolicyAccess) => ({
  session_token: 'ses_abcdefghijklmnopqrstuvwxyz',
  expires_at: '2030-01-01T00:00:00Z',
  access,
});

const BOOKED = buildBookedPolicy();
const EXPIRED = 'El enlace no es válido o ha caducado. Entra en tu área de cliente para continuar.';

function renderPayment(path: string) {
  return renderRoutes(
    [
      { path: '/contratacion/pago', element: <PaymentPage /> },
      { path: '/area-cliente/acceso', element: <h1>Acceso clientes</h1> },
      { path: '/pagos/:policyId/:paymentId', element: <h1>Pagar recibo</h1> },
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
    const fetchMock = mockFetch(() => ({ body: session(PAYMENT_ACCESS) }));
    const { router } = renderPayment(`/contratacion/pago?acceso=${TOKEN}`);
    expect(await screen.findByText('14,95 €')).toBeTruthy();
    expect(screen.getByText('Póliza AMP-000012')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tu primer recibo' })).toBeTruthy();
    expect(screen.getByText('Cargaremos el primer recibo en tu cuenta terminada en 1332.')).toBeTruthy();
    expect(screen.getByText('No se hace ningún cargo en esta pantalla.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi área de cliente' })).toBeTruthy();
    const { url, headers, body } = requestOf(fetchMock);
    expect(url).toBe('/api/policy-access/payment/session');
    expect(body).toEqual({ token: TOKEN });
    expect(headers.get('Authorization')).toBeNull();
    // The token left the address once read (docs/security.md, Link tokens).
    expect(router.state.location.search).toBe('');
  });

  it('sends a card policy to the payment page of its first receipt, which keeps the session and clears the address', async () => {
    mockFetch(() => ({
      body: session({
        ...PAYMENT_ACCESS,
        policy: { ...PAYMENT_ACCESS.policy, payment_method_type: 1, iban_last4: null },
      }),
    }));
    const { router } = renderPayment(`/contratacion/pago?acceso=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Pagar recibo' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagos/12/31');
    // The session the link was exchanged for, not the mailed token, goes on (the receipt page clears it).
    expect(router.state.location.search).toBe('?poliza=AMP-000012&acceso=ses_abcdefghijklmnopqrstuvwxyz');
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

  it('sends the older address of one receipt (policy_id, payment_id) to its payment page', async () => {
    mockFetch();
    const { router } = renderPayment('/contratacion/pago?policy_id=12&payment_id=31&policy=AMP-000012');
    expect(await screen.findByRole('heading', { name: 'Pagar recibo' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagos/12/31');
    expect(router.state.location.search).toBe('?poliza=AMP-000012');
  });

  it('right after booking by card, pays the first receipt at once with the booking’s link token', async () => {
    mockFetch();
    saveBookedPurchase({
      policy: { ...BOOKED, payment_access: TOKEN },
      ibanLast4: null,
      needsPhoneCheck: false,
    });
    const { router } = renderPayment('/contratacion/pago?poliza=AMP-000012');
    expect(await screen.findByRole('heading', { name: 'Pagar recibo' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pagos/12/31');
    expect(router.state.location.search).toBe(`?poliza=AMP-000012&acceso=${TOKEN}&alta=1`);
  });

  it('a replayed booking (no token, no login) points to the payment link in the mail', async () => {
    mockFetch();
    saveBookedPurchase({ policy: BOOKED, ibanLast4: null, needsPhoneCheck: false });
    renderPayment('/contratacion/pago?poliza=AMP-000012');
    expect(
      await screen.findByText(/Te hemos enviado el enlace de pago por correo a ana@example.com/),
    ).toBeTruthy();
  });

  it('without a token, keeps reading the purchase from this tab (nothing stored: notice)', async () => {
    const fetchMock = mockFetch();
    renderPayment('/contratacion/pago?poliza=AMP-000012');
    expect(await screen.findByRole('heading', { name: 'No encontramos esta contratación' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
