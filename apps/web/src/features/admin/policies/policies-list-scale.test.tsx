// @vitest-environment happy-dom
import type { PolicySummary } from '@amparo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import PoliciesPage from './policies-page';

// The list at a million policies (docs/performance.md): filters, order and page in the address, the new
// filters and sortable columns, and a total that says 'más de 10.000' when the server stopped counting.
const POLICY: PolicySummary = {
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
  evaluation_status: 2,
  created_at: '2026-03-02T10:00:00Z',
};

type Meta = { page: number; total: number; total_capped: boolean; has_more: boolean };
function responder(meta: Partial<Meta> = {}) {
  return (url: string) => {
    if (url.startsWith('/api/policies')) {
      const page = Number(/[?&]page=(\d+)/.exec(url)?.[1] ?? 1);
      return {
        body: {
          data: [POLICY],
          meta: {
            page,
            per_page: 25,
            total: 1,
            total_capped: false,
            has_more: false,
            next_cursor: null,
            ...meta,
          },
        },
      };
    }
    if (url.startsWith('/api/product_types')) return { body: { data: [] } };
    if (url === '/api/exports/token')
      return { status: 201, body: { token: 'tok-1', expires_at: '2026-11-23T10:05:00Z' } };
    if (url.startsWith('/api/partner-options')) {
      return {
        body: {
          distributors: [
            { id: 1, name: 'MóvilMarket' },
            { id: 2, name: 'Red Levante' },
          ],
          stores: [
            { id: 1, name: 'MóvilMarket Gran Vía', code: 'MM-1', distributor_id: 1 },
            { id: 2, name: 'Levante Centro', code: 'LV-1', distributor_id: 2 },
          ],
        },
      };
    }
    return {};
  };
}

const policyCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/policies'));

describe('policies list at scale', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads its filters, order and page from the address, and writes changes back', async () => {
    const fetchMock = mockFetch(responder({ total: 80, has_more: true }));
    const { router } = renderAdminPage(<PoliciesPage />, {
      path: '/admin/polizas?status=4&evaluation_status=2&search=garcia&sort=-premium&page=2',
    });
    await screen.findByRole('link', { name: 'AMP-2026-000001' });
    expect(policyCalls(fetchMock)[0]).toBe(
      '/api/policies?filter[status]=4&filter[evaluation_status]=2&filter[search]=garcia&sort=-premium&page=2&per_page=25',
    );
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Peritación') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('garcia');
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('-premium');

    // A new filter goes back to page 1 and into the address.
    await userEvent.selectOptions(await screen.findByLabelText('Distribuidor'), '2');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=4&evaluation_status=2&distributor_id=2&search=garcia&sort=-premium',
      ),
    );
    expect(policyCalls(fetchMock).at(-1)).toContain('filter[distributor_id]=2');
    expect(policyCalls(fetchMock).at(-1)).toContain('&page=1&');
  });

  it('sorts from the column headers, announcing the order', async () => {
    const fetchMock = mockFetch(responder());
    const { router } = renderAdminPage(<PoliciesPage />, { path: '/admin/polizas' });
    await screen.findByRole('link', { name: 'AMP-2026-000001' });
    const premium = screen.getByRole('button', { name: /Prima por recibo/ });
    expect(premium.closest('th')?.getAttribute('aria-sort')).toBe('none');

    await userEvent.click(premium);
    await waitFor(() => expect(policyCalls(fetchMock).at(-1)).toContain('sort=-premium'));
    expect(router.state.location.search).toBe('?sort=-premium');
    expect(
      screen
        .getByRole('button', { name: /Prima por recibo/ })
        .closest('th')
        ?.getAttribute('aria-sort'),
    ).toBe('descending');

    await userEvent.click(screen.getByRole('button', { name: /Prima por recibo/ }));
    await waitFor(() => expect(policyCalls(fetchMock).at(-1)).toContain('sort=premium&'));

    await userEvent.click(screen.getByRole('button', { name: /Tomador/ }));
    await waitFor(() => expect(policyCalls(fetchMock).at(-1)).toContain('sort=complete_name&'));
  });

  it('waits for three characters before searching, and sends the evaluation status', async () => {
    const fetchMock = mockFetch(responder());
    renderAdminPage(<PoliciesPage />, { path: '/admin/polizas' });
    await screen.findByRole('link', { name: 'AMP-2026-000001' });
    expect(screen.getByText(/Al menos 3 caracteres/)).toBeTruthy();
    expect(screen.getByPlaceholderText(/IMEI/)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Buscar'), '35');
    await userEvent.selectOptions(screen.getByLabelText('Peritación'), '4');
    await waitFor(() => expect(policyCalls(fetchMock).at(-1)).toContain('filter[evaluation_status]=4'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(policyCalls(fetchMock).some((url) => url.includes('filter[search]'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Buscar'), '6938');
    await waitFor(() => expect(policyCalls(fetchMock).at(-1)).toContain('filter[search]=356938'));
  });

  it("says 'más de 10.000' when the server stopped counting, and pages on while there is more", async () => {
    const fetchMock = mockFetch(responder({ total: 10_000, total_capped: true, has_more: true }));
    renderAdminPage(<PoliciesPage />, { path: '/admin/polizas' });
    expect(await screen.findByText('Más de 10.000 resultados · Página 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(policyCalls(fetchMock).at(-1)).toContain('page=2'));
    expect(await screen.findByText('Más de 10.000 resultados · Página 2')).toBeTruthy();
  });

  it('stops at the last page when the server says there is no more', async () => {
    mockFetch(responder({ page: 1, total: 10_000, total_capped: true, has_more: false }));
    renderAdminPage(<PoliciesPage />, { path: '/admin/polizas' });
    await screen.findByText('Más de 10.000 resultados · Página 1');
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports the CSV with the filters and the order on screen', async () => {
    mockFetch(responder());
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderAdminPage(<PoliciesPage />, { path: '/admin/polizas?evaluation_status=4&search=ga&sort=-premium' });
    await screen.findByRole('link', { name: 'AMP-2026-000001' });
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    // 'ga' is under the three characters: the export, like the list, leaves it out.
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/api/policies?export_csv=1&token=tok-1&filter[evaluation_status]=4&sort=-premium',
      ),
    );
    assign.mockRestore();
  });
});
