// @vitest-environment happy-dom
import type { PaymentListItem } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import PaymentsPage from './payments-page';

const ROW: PaymentListItem = {
  id: 21,
  sequence: 1,
  price: 1495,
  pending_amount: 0,
  activation_date: '2026-03-02',
  payment_date: '2026-03-03T10:00:00Z',
  display_status: 'PAGADO',
  collection: null,
  policy_id: 7,
  policy_number: 'AMP-2026-000007',
  complete_name: 'Lucía Martín',
  payment_method_type: 2,
  distributor_id: null,
  store_id: null,
  store_name: null,
  reference: 'TRF-001',
  return_reason: null,
};

function respond(url: string) {
  if (url.startsWith('/api/payments/daily')) {
    return {
      body: {
        data: [
          { date: '2026-03-02', collected: 0, returned: 0, unpaid: 0 },
          { date: '2026-03-03', collected: 1495, returned: 500, unpaid: 995 },
        ],
      },
    };
  }
  if (url.startsWith('/api/payments'))
    return { body: { data: [ROW], meta: { page: 1, per_page: 25, total: 1 } } };
  if (url.startsWith('/api/partner-options')) return { body: { distributors: [], stores: [] } };
  return {};
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/payments?'));

describe('the Cobros section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists receipts across policies with their status, and the daily figures', async () => {
    mockFetch(respond);
    renderAdminPage(<PaymentsPage />, { path: '/admin/cobros' });
    const table = await screen.findByRole('table', { name: 'Cobros' });
    const link = await within(table).findByRole('link', { name: 'AMP-2026-000007' });
    expect(link.getAttribute('href')).toBe('/admin/polizas/7');
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('Pagado');
    expect(row?.textContent).toContain('14,95 €');
    expect(row?.textContent).toContain('Manual');
    expect(row?.textContent).toContain('Venta directa');
    const daily = await screen.findByRole('table', { name: 'Importes por día' });
    const [, , second] = within(daily).getAllByRole('row');
    expect(second?.textContent).toContain('03/03/2026');
    expect(second?.textContent).toContain('14,95 €');
    expect(second?.textContent).toContain('5,00 €');
    expect(second?.textContent).toContain('9,95 €');
  });

  it('sends the filters as a bracketed query string', async () => {
    const fetchMock = mockFetch(respond);
    renderAdminPage(<PaymentsPage />, { path: '/admin/cobros' });
    await screen.findByRole('link', { name: 'AMP-2026-000007' });
    expect(listCalls(fetchMock)[0]).toBe('/api/payments?page=1&per_page=25');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'IMPAGADO');
    await userEvent.selectOptions(screen.getByLabelText('Forma de pago'), '3');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe(
        '/api/payments?filter[status]=IMPAGADO&filter[payment_method_type]=3&page=1&per_page=25',
      ),
    );
  });
});
