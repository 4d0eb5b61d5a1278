// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import PayReceiptPage from '../components/pay-receipt-page';
import { buildAccess, buildHome, PAID, TOKEN } from './payment-fixtures';

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/pagos/:policyId/:paymentId', element: <PayReceiptPage /> },
      { path: '/area-cliente/acceso', element: <h1>Acceso clientes</h1> },
    ],
    path,
  );
}

const FORM = {
  url: 'http://127.0.0.1/api/sandbox-gateway/realizarPago',
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters: 'eyJEU19NRVJDSEFOVF9PUkRFUiI6IjEifQ==',
  Ds_Signature: 'firma',
};
const PAY = 'Pagar 14,95 € con tarjeta';

/** The requests of this page, without the call-you card's public settings. */
function pageCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .map((_call, index) => requestOf(fetchMock, index))
    .filter((call) => !call.url.startsWith('/api/settings'));
}

describe('payment page of one receipt (/pagos/:policyId/:paymentId)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('from a mail link: shows what is paid, then posts the signed form to the gateway', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const fetchMock = mockFetch((url) => ({ body: url.includes('/form') ? FORM : buildAccess() }));
    const { router } = renderPage(`/pagos/12/31?poliza=AMP-000012&acceso=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Paga tu recibo' })).toBeTruthy();
    // Kept for this tab, the token leaves the address (docs/security.md, Link tokens).
    await vi.waitFor(() => expect(router.state.location.search).toBe('?poliza=AMP-000012'));
    expect(screen.getByText('Póliza AMP-000012')).toBeTruthy();
    expect(screen.getByText('14,95 €')).toBeTruthy();
    expect(screen.getByText('Apple iPhone 16 Pro')).toBeTruthy();
    expect(screen.getByText('Del 02/03/2026 al 01/04/2026')).toBeTruthy();
    // Not right after booking: no way back to the booking's summary.
    expect(screen.queryByRole('link', { name: 'Pagar más tarde' })).toBeNull();
    expect(pageCalls(fetchMock)[0]!.url).toBe(`/api/policy-access/payment?token=${TOKEN}`);

    await userEvent.click(screen.getByRole('button', { name: PAY }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const call = pageCalls(fetchMock)[1]!;
    expect(call.url).toBe(`/api/policies/12/payments/31/form?token=${TOKEN}`);
    expect(call.headers.get('Authorization')).toBeNull();
    const form = document.querySelector('form')!;
    expect(form.action).toBe(FORM.url);
    expect(new FormData(form).get('Ds_Signature')).toBe('firma');
  });

  it('for a logged-in policyholder: reads the receipt from the customer area, asks with the login', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const fetchMock = mockFetch((url) => ({ body: url.includes('/form') ? FORM : buildHome() }));
    renderPage('/pagos/12/31');
    await userEvent.click(await screen.findByRole('button', { name: PAY }));
    await vi.waitFor(() => expect(pageCalls(fetchMock)).toHaveLength(2));
    expect(pageCalls(fetchMock)[0]!.url).toBe('/api/customer/home');
    const call = pageCalls(fetchMock)[1]!;
    expect(call.url).toBe('/api/policies/12/payments/31/form');
    expect(call.headers.get('Authorization')).toBe('Bearer token-de-prueba-123');
  });

  it('right after booking, offers the booking summary to pay later', async () => {
    mockFetch(() => ({ body: buildAccess() }));
    renderPage(`/pagos/12/31?poliza=AMP-000012&acceso=${TOKEN}&alta=1`);
    const later = await screen.findByRole('link', { name: 'Pagar más tarde' });
    expect(later.getAttribute('href')).toBe('/contratacion/resultado?poliza=AMP-000012');
  });

  it('shows why the gateway form could not be had, and the button works again', async () => {
    mockFetch((url) =>
      url.includes('/form')
        ? { status: 409, body: { message: 'Este recibo ya está pagado', code: 'receipt_already_paid' } }
        : { body: buildAccess() },
    );
    renderPage(`/pagos/12/31?acceso=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: PAY }));
    expect((await screen.findByRole('alert')).textContent).toContain('Este recibo ya está pagado');
    expect(screen.getByRole('button', { name: PAY }).hasAttribute('disabled')).toBe(false);
  });

  it('a paid receipt says so and offers no payment', async () => {
    mockFetch(() => ({ body: buildAccess({ payments: [{ ...PAID }], next_receipt: null }) }));
    renderPage(`/pagos/12/31?acceso=${TOKEN}`);
    expect(await screen.findByText('Este recibo ya está pagado. No tienes que hacer nada más.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /con tarjeta/ })).toBeNull();
  });

  it('a receipt that is not among the customer’s policies is not shown', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
    mockFetch(() => ({ body: buildHome() }));
    renderPage('/pagos/12/99');
    expect((await screen.findByRole('alert')).textContent).toContain('No encontramos este recibo');
  });

  it('without a login or a link, asks to enter the customer area and calls nothing', async () => {
    const fetchMock = mockFetch();
    renderPage('/pagos/12/31?poliza=AMP-000012');
    expect(await screen.findByRole('heading', { name: 'Entra para pagar tu recibo' })).toBeTruthy();
    expect(pageCalls(fetchMock)).toEqual([]);
  });
});
