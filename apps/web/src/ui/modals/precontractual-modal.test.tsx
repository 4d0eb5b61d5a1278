// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { closeModal, openModal } from './modal-bus';
import { ModalHost } from './modal-host';

const PRODUCT = {
  id: 3,
  product_type_id: 1,
  category_id: null,
  name: 'Móvil Top',
  reference: 'AMP-MOV-TOP',
  tier: 'top',
  coverages: ['Rotura de pantalla', 'Robo con violencia'],
  prices: [{ min_value: 0, max_value: 100_000, price_monthly: 995, price_yearly: 10_900 }],
  active: true,
};
const SCOOTER = { ...PRODUCT, id: 4, product_type_id: 2, name: 'Patinete', coverages: ['Daños propios'] };

function api() {
  return mockFetch((url) =>
    url.startsWith('/api/settings')
      ? { body: { customer_service_phone: '910123456' } }
      : { body: { data: [PRODUCT, SCOOTER] } },
  );
}

describe('the precontractual information modal', () => {
  afterEach(() => {
    act(() => closeModal());
    vi.unstubAllGlobals();
  });

  it("shows the booked product's IPID from the one text, with the service line and its PDF", async () => {
    api();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithProviders(<ModalHost />);
    act(() => openModal('precontractual-info', { productId: 3 }));
    const dialog = await screen.findByRole('dialog', { name: 'Información precontractual' });
    expect(await within(dialog).findByText('Rotura de pantalla')).toBeTruthy();
    expect(dialog.textContent).toContain('en los 7 días siguientes a conocerlo');
    expect(await within(dialog).findByText(/llamando al 910 123 456/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar PDF' }));
    expect(open).toHaveBeenCalledWith('/api/products/3/ipid.pdf', '_blank', 'noopener');
  });

  it('from the footer, asks for the product first', async () => {
    api();
    renderWithProviders(<ModalHost />);
    act(() => openModal('precontractual-info'));
    const dialog = await screen.findByRole('dialog', { name: 'Información precontractual' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Patinete' }));
    expect(await within(dialog).findByText('Daños propios')).toBeTruthy();
    expect(within(dialog).queryByText('Rotura de pantalla')).toBeNull();
  });
});
