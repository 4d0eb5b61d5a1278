// @vitest-environment happy-dom
import type { PolicyEndorsement } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holderHome, renderCustomerHome, requestsWith, signedInHolder } from './customer-home-test-kit';

// 'Cambiar de móvil' (a suplemento, docs/contract.md): the new phone, its price and why; the new
// premium from a dry run before anything is written; then the change, confirmed.

const home = (canChange: boolean) =>
  holderHome({
    premium: 1195,
    can_change_device: canChange,
    created_at: '2026-06-15T10:00:00Z',
    ends_on: '2027-06-14',
  });

const quote: PolicyEndorsement = {
  id: null,
  sequence: 0,
  kind: 'device',
  status: 'applied',
  effective_on: '2026-12-07',
  before: { device: 'Apple iPhone 15', value_cents: 80_000 },
  after: { device: 'Google Pixel 9 Pro', value_cents: 109_900, receipt_cents: 1495, phone_check: true },
  premium_before_cents: 8365,
  premium_after_cents: 10_245,
  adjustment_cents: 0,
  requested_by: 'holder',
  needs_phone_check: true,
  created_at: null,
  document_url: null,
};

function renderHome(canChange: boolean) {
  return renderCustomerHome(
    () => home(canChange),
    (init) => {
      const body = JSON.parse(String(init.body));
      return body.dry_run ? { body: quote } : { status: 201, body: { ...quote, id: 9, sequence: 1 } };
    },
  );
}

const posts = (fetchMock: ReturnType<typeof renderHome>) => requestsWith(fetchMock, 'POST');

describe('customer home: changing the insured phone', () => {
  signedInHolder();

  it('asks for the new phone, shows the new premium from a dry run, and changes it once confirmed', async () => {
    const fetchMock = renderHome(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar de móvil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asegurar tu nuevo móvil' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver el nuevo precio' }));
    expect(await within(dialog).findByText('Indica la marca')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Marca'), 'Google');
    await userEvent.type(within(dialog).getByLabelText('Modelo'), 'Pixel 9 Pro');
    await userEvent.type(within(dialog).getByLabelText('Precio de compra'), '1.099');
    await userEvent.selectOptions(within(dialog).getByLabelText('Motivo del cambio'), 'upgrade');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver el nuevo precio' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]!.body).toEqual({
      brand: 'Google',
      model: 'Pixel 9 Pro',
      value: 109_900,
      cause: 'upgrade',
      dry_run: true,
    });
    expect(dialog.textContent).toContain(
      'Aseguramos tu Google Pixel 9 Pro en lugar de tu Apple iPhone 15 desde el 07/12/2026.',
    );
    expect(dialog.textContent).toContain('pasan de 83,65 € a 102,45 € en total');
    expect(dialog.textContent).toContain('Cada recibo pasa a ser de 14,95 € al mes.');
    expect(dialog.textContent).toContain('tendrás que hacer la peritación del nuevo móvil');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar el cambio' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(2));
    expect(posts(fetchMock)[1]!.url).toBe('/api/policies/41/endorsements/device');
    expect(posts(fetchMock)[1]!.body.dry_run).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers nothing on a policy whose device cannot be changed', async () => {
    renderHome(false);
    await screen.findByText('AMP-000041', { exact: false });
    expect(screen.queryByRole('button', { name: 'Cambiar de móvil' })).toBeNull();
  });
});
