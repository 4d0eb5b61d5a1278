// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CatalogCombobox } from '../components/device/catalog-combobox';

const ITEMS = [
  {
    id: 1,
    kind: 'mobile',
    brand: 'Apple',
    model: 'iPhone 16 Pro Max',
    reference: null,
    part_number: null,
    reference_price: 146900,
    active: true,
  },
  {
    id: 2,
    kind: 'mobile',
    brand: 'Apple',
    model: 'iPhone 16 Pro',
    reference: null,
    part_number: null,
    reference_price: 121900,
    active: true,
  },
];

describe('catalog combobox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches as you type and picks an option with the keyboard', async () => {
    const fetchMock = mockFetch(() => ({ body: { data: ITEMS, meta: { page: 1, per_page: 8, total: 2 } } }));
    const onSelect = vi.fn();
    renderWithProviders(
      <CatalogCombobox kind="mobile" label="Marca y modelo" onSelect={onSelect} onAddByHand={vi.fn()} />,
    );
    const input = screen.getByRole('combobox', { name: 'Marca y modelo' });
    await userEvent.type(input, 'iphone 16 pro');
    expect(await screen.findByRole('option', { name: /iPhone 16 Pro Max/ })).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const url = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(url).toContain('/api/generic_items?filter[kind]=mobile&filter[search]=iphone');
    expect(url).toContain('per_page=8');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('iPhone 16 Pro');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ITEMS[1]);
    expect((input as HTMLInputElement).value).toBe('Apple iPhone 16 Pro');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
  });

  it('Escape closes the list', async () => {
    mockFetch(() => ({ body: { data: ITEMS, meta: { page: 1, per_page: 8, total: 2 } } }));
    renderWithProviders(
      <CatalogCombobox kind="mobile" label="Marca y modelo" onSelect={vi.fn()} onAddByHand={vi.fn()} />,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'iphone');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('finding nothing leaves the page uncovered and offers to add the model by hand', async () => {
    mockFetch(() => ({ body: { data: [], meta: { page: 1, per_page: 8, total: 0 } } }));
    const onAddByHand = vi.fn();
    renderWithProviders(
      <CatalogCombobox kind="mobile" label="Marca y modelo" onSelect={vi.fn()} onAddByHand={onAddByHand} />,
    );
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'Fairphone 5');
    const add = await screen.findByRole('button', { name: 'Añadirlo a mano' });
    expect(screen.getByText(/No encontramos «Fairphone 5»/, { selector: 'p:not(.sr-only)' })).toBeTruthy();
    // No floating list over what follows the search.
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(add);
    expect(onAddByHand).toHaveBeenCalledWith('Fairphone 5');
  });
});
