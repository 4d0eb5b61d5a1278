// @vitest-environment happy-dom
import type { StorePriv } from '@amparo/contract';
import type { Role } from '@amparo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import StoresPage from './stores-page';

const buildStore = (overrides: Partial<StorePriv> = {}): StorePriv => ({
  id: 11,
  distributor_id: 3,
  distributor_name: 'MóvilMarket',
  code: 'MM-CENTRO',
  name: 'MóvilMarket Centro',
  address: 'Gran Vía 10',
  city: 'Madrid',
  province: 'Madrid',
  postal_code: '28013',
  phone: '910000001',
  latitude: '40.42',
  longitude: '-3.70',
  active: true,
  email: 'centro@movilmarket.example',
  contact_name: 'Luis Gil',
  commission_bp: 850,
  policy_count: 12,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

type Sent = { url: string; method: string; body: unknown };

function renderPage({
  path = '/admin/tiendas',
  role = 'admin' as Role,
  answer = (_sent: Sent): { status?: number; body?: unknown } => ({ status: 201, body: buildStore() }),
} = {}) {
  const sent: Sent[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      const request = { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(request);
      return answer(request);
    }
    if (url.startsWith('/api/stores-priv'))
      return { body: { data: [buildStore()], meta: { page: 1, per_page: 25, total: 1 } } };
    if (url.startsWith('/api/partner-options'))
      return {
        body: {
          distributors: [
            { id: 3, name: 'MóvilMarket' },
            { id: 5, name: 'Banco Norte' },
          ],
          stores: [{ id: 11, name: 'MóvilMarket Centro', code: 'MM-CENTRO', distributor_id: 3 }],
        },
      };
    if (url.includes('/landings')) return { body: { data: [] } };
    return {};
  });
  renderAdminPage(<StoresPage />, { path, session: buildSession({ role }) });
  return { sent, fetchMock };
}

describe('stores page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the stores with commercial details and filters them by distributor, keeping the filter in the address', async () => {
    const { fetchMock } = renderPage({ path: '/admin/tiendas?distributor_id=3' });
    const table = await screen.findByRole('table', { name: 'Tiendas' });
    await within(table).findByText('MóvilMarket Centro');
    const [, row] = within(table).getAllByRole('row');
    for (const text of ['MóvilMarket Centro', 'MM-CENTRO', 'Luis Gil', '8,50 %', '12', 'Activa'])
      expect(row?.textContent).toContain(text);
    const calls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/stores-priv'));
    expect(calls()[0]).toBe('/api/stores-priv?filter[distributor_id]=3&page=1&per_page=25');
    await waitFor(() => expect((screen.getByLabelText('Distribuidor') as HTMLSelectElement).value).toBe('3'));
    await userEvent.selectOptions(screen.getByLabelText('Distribuidor'), '5');
    await waitFor(() =>
      expect(calls().at(-1)).toBe('/api/stores-priv?filter[distributor_id]=5&page=1&per_page=25'),
    );
  });

  it('shows the list unfiltered for filter values in the address the contract refuses', async () => {
    const { fetchMock } = renderPage({ path: '/admin/tiendas?distributor_id=x&active=quiza&search=gran' });
    await within(await screen.findByRole('table', { name: 'Tiendas' })).findByText('MóvilMarket Centro');
    const calls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/stores-priv'));
    expect(calls).toEqual(['/api/stores-priv?filter[search]=gran&page=1&per_page=25']);
    await waitFor(() => expect((screen.getByLabelText('Distribuidor') as HTMLSelectElement).value).toBe(''));
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('');
  });

  it('checks a new store with the contract: distributor, code, name, coordinates', async () => {
    const { sent } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva tienda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tienda' });
    await userEvent.type(within(dialog).getByLabelText(/Código \*/), 'x');
    await userEvent.type(within(dialog).getByLabelText('Latitud'), '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear tienda' }));
    expect(await within(dialog).findByText('Elige el distribuidor')).toBeTruthy();
    expect(
      within(dialog).getByText('El código lleva de 2 a 30 letras, cifras, guiones o guiones bajos'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Indica el nombre de la tienda')).toBeTruthy();
    expect(within(dialog).getByText('La latitud no es válida (un número entre -90 y 90)')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText(/Distribuidor \*/), '5');
    await userEvent.clear(within(dialog).getByLabelText(/Código \*/));
    await userEvent.type(within(dialog).getByLabelText(/Código \*/), 'bn-01');
    await userEvent.type(within(dialog).getByLabelText(/Nombre \*/), 'Banco Norte Deusto');
    await userEvent.clear(within(dialog).getByLabelText('Latitud'));
    await userEvent.type(within(dialog).getByLabelText(/Comisión/), '8,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear tienda' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: '/api/stores',
      method: 'POST',
      body: {
        distributor_id: 5,
        code: 'BN-01',
        name: 'Banco Norte Deusto',
        commission_bp: 850,
        latitude: null,
      },
    });
  });

  it('imports a store’s discount codes and shows the per-row report', async () => {
    renderPage({
      answer: () => ({
        body: {
          created: 2,
          failed: 1,
          errors: [{ row: 4, field: 'code', message: 'Ya existe un descuento con ese código' }],
        },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Importar descuentos (CSV) de MóvilMarket Centro' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Importar descuentos' });
    await userEvent.upload(
      within(dialog).getByLabelText('Fichero CSV'),
      new File(['code;percent\nA1;10\n'], 'd.csv'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText(/2 descuentos creados/)).toBeTruthy();
    const errors = within(dialog).getByRole('table', { name: 'Filas con errores' });
    expect(within(errors).getByText('Ya existe un descuento con ese código')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Descargar informe' })).toBeTruthy();
  });

  it('keeps the store pages (landings) in their own tab for admins', async () => {
    renderPage({ path: '/admin/tiendas?seccion=paginas' });
    expect(await screen.findByRole('tab', { name: 'Páginas de tienda', selected: true })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Crear página/ })).toBeTruthy();
  });

  it('shows a store seller its store read-only, without tabs or changes', async () => {
    renderPage({ role: 'store_seller' });
    await screen.findByText('MóvilMarket Centro');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nueva tienda' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Importar descuentos/ })).toBeNull();
  });
});
