// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { getToasts } from '../../../ui/toast/toast-store';
import CustomerHomePage from './customer-home-page';
import { holderHome, signedInHolder } from './customer-home-test-kit';

const HOME = holderHome();

const SAVED = 'Hemos cambiado la forma de pago de tus próximos recibos';

function renderHome() {
  const fetchMock = mockFetch((url, init) =>
    init.method === 'PATCH'
      ? { body: { message: SAVED } }
      : String(url).includes('/documents')
        ? { body: { data: [] } }
        : { body: HOME },
  );
  renderRoutes([{ path: '/area-cliente', element: <CustomerHomePage /> }], '/area-cliente');
  return fetchMock;
}

const patchCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map((_, index) => requestOf(fetchMock, index))
    .filter((r) => r.init.method === 'PATCH');

describe('customer home: change the payment method', () => {
  signedInHolder();

  it('says the next receipts can be changed, without claiming a method it does not know', async () => {
    renderHome();
    expect(await screen.findByText('Puedes cambiar cómo pagas los próximos recibos.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Forma de pago' })).toBeTruthy();
  });

  it('asks for an account with direct debit, then sends the normalized IBAN and shows the server message', async () => {
    const fetchMock = renderHome();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cambiar forma de pago de la póliza AMP-000041' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Cambiar forma de pago' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar forma de pago' }));
    expect(await screen.findByText('Elige tarjeta o domiciliación')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Domiciliación bancaria/ }));
    expect(screen.getByRole('heading', { name: 'Orden de domiciliación SEPA' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar forma de pago' }));
    expect(
      await screen.findByText('Necesitas al menos una cuenta para poder seguir con el proceso'),
    ).toBeTruthy();
    expect(patchCalls(fetchMock)).toHaveLength(0);

    const iban = screen.getByLabelText(/IBAN de la cuenta/) as HTMLInputElement;
    await userEvent.type(iban, 'es9121000418450200051332');
    expect(iban.value).toBe('ES91 2100 0418 4502 0005 1332');
    await userEvent.type(screen.getByLabelText(/Titular de la cuenta/), 'Lucía García');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar forma de pago' }));

    await waitFor(() => expect(patchCalls(fetchMock)).toHaveLength(1));
    const [patch] = patchCalls(fetchMock);
    expect(patch?.url).toBe('/api/customer/policies/41/payment-method');
    expect(patch?.headers.get('Authorization')).toBe('Bearer token-de-prueba-123');
    expect(patch?.body).toEqual({
      payment_method: 'direct_debit',
      iban: 'ES9121000418450200051332',
      account_holder: 'Lucía García',
    });
    await waitFor(() => expect(getToasts().map((item) => item.message)).toContain(SAVED));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Domiciliación bancaria en la cuenta terminada en 1332.')).toBeTruthy();
    // The home is read again after the change.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/customer/home').length).toBe(2),
    );
  });

  it('sends only the method for a card, and shows a rejected IBAN from the contract', async () => {
    const fetchMock = renderHome();
    await userEvent.click(await screen.findByRole('button', { name: /Cambiar forma de pago/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /Domiciliación bancaria/ }));
    await userEvent.type(screen.getByLabelText(/IBAN de la cuenta/), 'ES9121000418450200051331');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar forma de pago' }));
    expect(await screen.findByText('El IBAN no es válido: revisa los dígitos')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Tarjeta/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar forma de pago' }));
    await waitFor(() => expect(patchCalls(fetchMock)).toHaveLength(1));
    expect(patchCalls(fetchMock)[0]?.body).toEqual({ payment_method: 'card' });
  });
});
