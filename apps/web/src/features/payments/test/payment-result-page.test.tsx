// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import PaymentResultPage from '../components/payment-result-page';
import { rememberPaymentAccess } from '../model/payment-access-store';
import { buildAccess, PAID, TOKEN } from './payment-fixtures';

function renderResult(search: string) {
  return renderRoutes(
    [
      { path: '/pagos/resultado', element: <PaymentResultPage /> },
      { path: '/area-cliente/acceso', element: <h1>Acceso clientes</h1> },
    ],
    `/pagos/resultado${search}`,
  );
}

const CARD_ERROR = 'Por favor revisa los datos de la tarjeta e inténtalo de nuevo';

describe('the card gateway sends the customer back (/pagos/resultado)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    // The payment page kept the mail link's token for this policy.
    rememberPaymentAccess(12, TOKEN);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('OK: waits for the notification, then shows the receipt paid and the policy active', async () => {
    let reads = 0;
    mockFetch((url) => {
      if (!url.startsWith('/api/policy-access')) return { body: {} };
      reads += 1;
      // The gateway's notification lands between the first and the second read.
      return { body: reads === 1 ? buildAccess() : buildAccess({ status: 2, payments: [{ ...PAID }] }) };
    });
    renderResult('?estado=ok&poliza=12&recibo=31');
    expect(await screen.findByText('Estamos confirmando tu pago…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Pago recibido' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Pagado')).toBeTruthy();
    expect(screen.getByText('Tu póliza ya está activa.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Siguiente paso' })).toBeTruthy();
    expect(screen.getByText(/Te enviaremos el contrato para que lo firmes/)).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('OK for a phone policy whose check is pending: paid, and the check comes next', async () => {
    mockFetch((url) => ({
      body: url.startsWith('/api/policy-access') ? buildAccess({ status: 1, payments: [{ ...PAID }] }) : {},
    }));
    renderResult('?estado=ok&poliza=12&recibo=31');
    expect(await screen.findByRole('heading', { name: 'Pago recibido' })).toBeTruthy();
    expect(screen.getByText(/se activará en cuanto validemos la comprobación de tu móvil/)).toBeTruthy();
    expect(screen.getByText(/Comprueba tu móvil con el enlace del correo/)).toBeTruthy();
  });

  it('OK but no notification in time: says the payment is on its way and not to pay again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch((url) => ({ body: url.startsWith('/api/policy-access') ? buildAccess() : {} }));
    renderResult('?estado=ok&poliza=12&recibo=31');
    expect(await screen.findByText('Estamos confirmando tu pago…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(await screen.findByRole('heading', { name: 'Tu pago se está confirmando' })).toBeTruthy();
    expect(screen.getByText(/No vuelvas a pagar/)).toBeTruthy();
  });

  it('KO: shows the card message of spec 8 and a retry that opens a new attempt', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = {
      url: '/api/sandbox-gateway/realizarPago',
      Ds_SignatureVersion: 'v',
      Ds_MerchantParameters: 'p',
      Ds_Signature: 's',
    };
    const fetchMock = mockFetch((url) => ({
      body: url.includes('/form') ? form : url.startsWith('/api/policy-access') ? buildAccess() : {},
    }));
    renderResult('?estado=ko&poliza=12&recibo=31');
    expect(await screen.findByText(CARD_ERROR)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar el pago' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const urls = fetchMock.mock.calls.map((_c, i) => requestOf(fetchMock, i).url);
    expect(urls).toContain(`/api/policies/12/payments/31/form?token=${TOKEN}`);
  });

  it('without a login or a kept link, asks to enter the customer area', async () => {
    sessionStorage.clear();
    mockFetch();
    renderResult('?estado=ok&poliza=12&recibo=31');
    expect(await screen.findByRole('heading', { name: 'Entra para pagar tu recibo' })).toBeTruthy();
  });

  it('an incomplete return address is explained', async () => {
    mockFetch();
    renderResult('?estado=ok');
    expect(await screen.findByRole('heading', { name: 'No encontramos este pago' })).toBeTruthy();
  });
});
