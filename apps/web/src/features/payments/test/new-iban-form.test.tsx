// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import PayReceiptPage from '../components/pay-receipt-page';
import { buildAccess, TOKEN } from './payment-fixtures';

function renderPage(path: string) {
  return renderRoutes([{ path: '/pagos/:policyId/:paymentId', element: <PayReceiptPage /> }], path);
}

describe("a returned debit's 'Indicar otra cuenta' (cuenta=nueva)", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is offered only from that link', async () => {
    mockFetch(() => ({ body: buildAccess() }));
    renderPage(`/pagos/12/31?acceso=${TOKEN}`);
    await screen.findByRole('button', { name: 'Pagar 14,95 € con tarjeta' });
    expect(screen.queryByRole('region', { name: 'Indicar otra cuenta' })).toBeNull();
  });

  it('checks the account with the contract, then sends it to pay-new-iban with the link token', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/pay-new-iban')
        ? {
            body: {
              message: 'Cargaremos el recibo en la nueva cuenta.',
              payment_id: 31,
              next_collection_date: '2026-03-10',
            },
          }
        : { body: buildAccess() },
    );
    renderPage(`/pagos/12/31?acceso=${TOKEN}&cuenta=nueva`);
    const form = await screen.findByRole('region', { name: 'Indicar otra cuenta' });
    const submit = within(form).getByRole('button', { name: 'Cargar en esta cuenta' });
    await userEvent.click(submit);
    expect(await within(form).findByText('Indica el titular de la cuenta')).toBeTruthy();

    await userEvent.type(within(form).getByLabelText('IBAN de la cuenta'), 'ES9121000418450200051332');
    await userEvent.type(within(form).getByLabelText('Titular de la cuenta'), 'Ana Ruiz');
    await userEvent.click(submit);
    expect(
      await within(form).findByText(
        /Cargaremos el recibo en la nueva cuenta\. Lo cargaremos a partir del 10\/03\/2026\./,
      ),
    ).toBeTruthy();
    const call = fetchMock.mock.calls
      .map((_c, i) => requestOf(fetchMock, i))
      .find((c) => c.url.includes('/pay-new-iban'))!;
    expect(call.url).toBe(`/api/policies/12/payments/31/pay-new-iban?token=${TOKEN}`);
    expect(call.init.method).toBe('PUT');
    expect(call.body).toEqual({ iban: 'ES9121000418450200051332', account_holder: 'Ana Ruiz' });
  });
});
