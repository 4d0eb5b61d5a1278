// @vitest-environment happy-dom
import type { PolicySummary } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import PoliciesPage from './policies-page';

function buildPolicy(overrides: Partial<PolicySummary> = {}): PolicySummary {
  return {
    id: 1,
    number: 'AMP-2026-000001',
    status: 2,
    status_name: 'Activa, pagada y sin firmar',
    product: { id: 3, name: 'Móvil Top', product_type_id: 1 },
    complete_name: 'Lucía Martín',
    email: 'lucia@example.com',
    phone: '612345678',
    devices: ['Apple iPhone 16 Pro'],
    periodicity: 1,
    payment_method_type: 1,
    premium: 1495,
    annual_premium: 17940,
    distributor_id: 1,
    store_id: 1,
    store_name: 'MóvilMarket Gran Vía',
    evaluation_status: 1,
    created_at: '2026-03-02T10:00:00Z',
    ...overrides,
  };
}

const POLICIES = [
  buildPolicy(),
  buildPolicy({
    id: 2,
    number: 'AMP-2026-000002',
    status: 1,
    complete_name: 'Jorge Pérez',
    email: 'jorge@example.com',
    devices: ['Samsung Galaxy S25'],
    periodicity: 12,
    premium: 9398,
    store_id: null,
    store_name: null,
  }),
];

function respond(url: string) {
  if (url.startsWith('/api/policies'))
    return { body: { data: POLICIES, meta: { page: 1, per_page: 25, total: 2 } } };
  if (url.startsWith('/api/product_types')) {
    return { body: { data: [{ id: 1, name: 'Móvil', reference: 'MOV', active: true }] } };
  }
  if (url.startsWith('/api/partner-options')) {
    return {
      body: {
        distributors: [{ id: 1, name: 'MóvilMarket' }],
        stores: [
          { id: 1, name: 'MóvilMarket Gran Vía', code: 'MM-1', distributor_id: 1 },
          { id: 2, name: 'MóvilMarket Sol', code: 'MM-2', distributor_id: 1 },
        ],
      },
    };
  }
  return {};
}

const policyCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/policies'));

describe('policies list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each policy with its holder, product, status, premium and store', async () => {
    mockFetch(respond);
    renderAdminPage(<PoliciesPage />, { path: '/admin/polizas' });
    const table = await screen.findByRole('table', { name: 'Pólizas' });
    const link = await within(table).findByRole('link', { name: 'AMP-2026-000001' });
    expect(link.getAttribute('href')).toBe('/admin/polizas/1');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Lucía Martín');
    expect(first?.textContent).toContain('Apple iPhone 16 Pro');
    expect(first?.textContent).toContain('Activa, pagada y sin firmar');
    expect(first?.textContent).toContain('14,95 € al mes');
    expect(first?.textContent).toContain('MóvilMarket Gran Vía');
    expect(first?.textContent).toContain('02/03/2026');
    expect(second?.textContent).toContain('93,98 € al año');
    expect(second?.textContent).toContain('Venta directa');
    expect(screen.getByText('2 resultados · Página 1 de 1')).toBeTruthy();
  });

  it('sends the filters as a bracketed query string', async () => {
    const fetchMock = mockFetch(respond);
    renderAdminPage(<PoliciesPage />, { path: '/admin/polizas' });
    await screen.findByRole('link', { name: 'AMP-2026-000001' });
    expect(policyCalls(fetchMock)[0]).toBe('/api/policies?page=1&per_page=25');

    await userEvent.selectOptions(screen.getByLabelText('Estado'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de seguro'), '1');
    await userEvent.selectOptions(await screen.findByLabelText('Tienda'), '2');
    await userEvent.type(screen.getByLabelText('Buscar'), 'Lucía');
    await userEvent.type(screen.getByLabelText('Alta desde'), '2026-03-01');

    await waitFor(() =>
      expect(policyCalls(fetchMock).at(-1)).toBe(
        '/api/policies?filter[status]=2&filter[product_type_id]=1&filter[store_id]=2' +
          '&filter[search]=Luc%C3%ADa&filter[from]=2026-03-01&page=1&per_page=25',
      ),
    );
  });

  it('hides the store filter from a store seller, who only sees one store', async () => {
    mockFetch((url) =>
      url.startsWith('/api/partner-options')
        ? {
            body: {
              distributors: [],
              stores: [{ id: 1, name: 'MóvilMarket Gran Vía', code: 'MM-1', distributor_id: 1 }],
            },
          }
        : respond(url),
    );
    renderAdminPage(<PoliciesPage />, {
      path: '/admin/polizas',
      session: buildSession({ role: 'store_seller', store_ids: [1] }),
    });
    await screen.findByRole('link', { name: 'AMP-2026-000001' });
    expect(screen.queryByLabelText('Tienda')).toBeNull();
    expect(screen.queryByRole('button', { name: /Exportar CSV/ })).toBeNull();
  });
});
