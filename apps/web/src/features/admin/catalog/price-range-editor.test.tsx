// @vitest-environment happy-dom
import type { Product } from '@amparo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProductFormDialog } from './product-form-dialog';

const PRODUCT: Product = {
  id: 3,
  product_type_id: 1,
  category_id: null,
  name: 'Móvil Top',
  reference: 'MOV-TOP',
  tier: 'top',
  coverages: ['Rotura de pantalla', 'Robo'],
  prices: [
    { id: 12, min_value: 30000, max_value: 60000, price_monthly: 995, price_yearly: 10448 },
    { id: 11, min_value: 0, max_value: 30000, price_monthly: 795, price_yearly: 8348 },
  ],
  active: true,
};

function renderEditor() {
  const onClose = vi.fn();
  renderWithProviders(<ProductFormDialog product={PRODUCT} categories={[]} onClose={onClose} />);
  return { onClose };
}

async function replace(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('price range editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the ranges in euros, sorted, and saves them in cents', async () => {
    const fetchMock = mockFetch(() => ({ body: PRODUCT }));
    const { onClose } = renderEditor();
    expect((screen.getByLabelText('Valor hasta (tramo 1)') as HTMLInputElement).value).toBe('300,00');
    expect((screen.getByLabelText('Precio mensual (tramo 2)') as HTMLInputElement).value).toBe('9,95');

    await replace('Precio mensual (tramo 1)', '8,5');
    await replace('Valor hasta (tramo 2)', '1.219,99');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir tramo' }));
    await replace('Valor hasta (tramo 3)', '2.500');
    await replace('Precio mensual (tramo 3)', '14,95');
    await replace('Precio anual (tramo 3)', '156,98');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const { url, init, body } = requestOf(fetchMock);
    expect(url).toBe('/api/products/3');
    expect(init.method).toBe('PATCH');
    expect(body.prices).toEqual([
      { min_value: 0, max_value: 30000, price_monthly: 850, price_yearly: 8348 },
      { min_value: 30000, max_value: 121999, price_monthly: 995, price_yearly: 10448 },
      { min_value: 121999, max_value: 250000, price_monthly: 1495, price_yearly: 15698 },
    ]);
    expect(body.coverages).toEqual(['Rotura de pantalla', 'Robo']);
  });

  it("shows the contract's overlap error and does not call the API", async () => {
    const fetchMock = mockFetch();
    renderEditor();
    await replace('Valor desde (tramo 2)', '250,00');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Los tramos de precio no pueden solaparse');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a typo in an amount next to its field', async () => {
    const fetchMock = mockFetch();
    renderEditor();
    await replace('Precio anual (tramo 1)', '83,4,5');
    await replace('Precio mensual (tramo 2)', '');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText('Escribe un importe con coma decimal, por ejemplo 12,95')).toBeTruthy();
    expect(screen.getByText('Indica un importe')).toBeTruthy();
    expect(screen.getByLabelText('Precio anual (tramo 1)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
