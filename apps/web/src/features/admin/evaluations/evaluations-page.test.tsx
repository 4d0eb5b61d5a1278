// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { buildQueueItem } from './evaluation-fixtures';
import EvaluationsPage from './evaluations-page';

const OLDER = buildQueueItem();
const NEWER = buildQueueItem({
  id: 32,
  policy_id: 8,
  policy_number: 'AMP-2026-000008',
  holder_name: 'Jorge Ruiz',
  device: 'Samsung Galaxy S25',
  attempt: 1,
  source: 'staff',
  findings: [],
  created_at: '2026-03-03T10:00:00Z',
  checked_at: null,
});

const page = (rows: unknown[], total = rows.length) => ({
  body: { data: rows, meta: { page: 1, per_page: 25, total } },
});

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/evaluations?'));

describe('the Peritaciones queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the pending checks and lists them with holder, device, attempt, dates and findings', async () => {
    const fetchMock = mockFetch(() => page([OLDER, NEWER]));
    const { router } = renderAdminPage(<EvaluationsPage />, { path: '/admin/peritaciones' });
    const table = await screen.findByRole('table', { name: 'Peritaciones' });
    await within(table).findByText('AMP-2026-000007');
    expect(listCalls(fetchMock)[0]).toBe('/api/evaluations?status=2&page=1&per_page=25');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Lucía Martín');
    expect(first?.textContent).toContain('Apple iPhone 15');
    expect(first?.textContent).toContain('2.º');
    expect(first?.textContent).toContain('02/03/2026');
    expect(first?.textContent).toContain('1 hallazgo');
    expect(second?.textContent).toContain('Hecha por personal');
    expect(second?.textContent).toContain('Sin revisar');
    expect(second?.textContent).toContain('Ninguno');
    const link = within(table).getByRole('link', { name: 'Ver la peritación de AMP-2026-000007' });
    expect(link.getAttribute('href')).toBe('/admin/peritaciones/31');
    // The whole row opens the check too.
    if (second) await userEvent.click(within(second).getByText('Samsung Galaxy S25'));
    expect(router.state.location.pathname).toBe('/admin/peritaciones/32');
  });

  it('says when nobody is waiting', async () => {
    mockFetch(() => page([]));
    renderAdminPage(<EvaluationsPage />, { path: '/admin/peritaciones' });
    expect(await screen.findByText('No hay peritaciones pendientes')).toBeTruthy();
  });

  it('switches to the decided ones and keeps the filter and page in the address', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('status=3') ? page([buildQueueItem({ status: 3 })], 30) : page([OLDER], 1),
    );
    const { router } = renderAdminPage(<EvaluationsPage />, { path: '/admin/peritaciones' });
    await screen.findByText('AMP-2026-000007');
    const status = screen.getByLabelText('Estado');
    expect((status as HTMLSelectElement).value).toBe('2');
    await userEvent.selectOptions(status, 'Validadas');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe('/api/evaluations?status=3&page=1&per_page=25'),
    );
    expect(router.state.location.search).toBe('?estado=3');
    await userEvent.click(await screen.findByRole('button', { name: /siguiente/i }));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe('/api/evaluations?status=3&page=2&per_page=25'),
    );
    expect(router.state.location.search).toBe('?estado=3&pagina=2');
  });

  it('is closed to a role that cannot read the checks', async () => {
    const fetchMock = mockFetch(() => page([]));
    renderAdminPage(<EvaluationsPage />, {
      path: '/admin/peritaciones',
      session: buildSession({ role: 'store_seller' }),
    });
    expect(await screen.findByRole('heading', { name: 'No tienes permiso' })).toBeTruthy();
    expect(listCalls(fetchMock)).toEqual([]);
  });
});
