// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { buildClaimsDashboard } from '../shared/claim-fixtures';
import { buildDashboard } from './dashboard-fixtures';
import DashboardPage from './dashboard-page';

const panel = async () =>
  (await screen.findByRole('heading', { name: 'Siniestros', level: 2 })).closest('section') as HTMLElement;

describe('the back-office dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a claims handler the open claims by type and age, the deadlines and the time to close', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/claims-dashboard'
        ? { body: buildClaimsDashboard() }
        : url.startsWith('/api/dashboard?')
          ? { body: buildDashboard() }
          : {},
    );
    renderAdminPage(<DashboardPage />, { path: '/admin', session: buildSession({ role: 'claims_handler' }) });
    const claims = await panel();
    expect(await within(claims).findByText('Abiertos')).toBeTruthy();
    const stat = (label: string) => within(claims).getByText(label).parentElement?.textContent;
    expect(stat('Abiertos')).toContain('8');
    expect(stat('Plazo vencido')).toContain('1');
    expect(stat('Vencen pronto')).toContain('2');
    expect(stat('Días hasta el cierre')).toContain('12,5 días');
    expect(stat('Días hasta el cierre')).toContain('Media de 14 siniestros cerrados en 90 días');

    const table = within(claims).getByRole('table', { name: /Abiertos por tipo y antigüedad/ });
    const screen_ = within(table)
      .getByRole('rowheader', { name: 'Rotura de pantalla frontal' })
      .closest('tr');
    expect([...(screen_?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual([
      '4',
      '2',
      '1',
      '7',
    ]);
    expect(within(claims).getByRole('link', { name: 'Ver siniestros' }).getAttribute('href')).toBe(
      '/admin/siniestros',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]).sort()).toEqual([
      '/api/claims-dashboard',
      '/api/dashboard',
    ]);
  });

  it('says when nothing is open or closed yet', async () => {
    mockFetch((url) => ({
      body: url.startsWith('/api/dashboard?')
        ? buildDashboard()
        : buildClaimsDashboard({
            open_by_type: [],
            open_total: 0,
            deadlines_late: 0,
            deadlines_near: 0,
            average_days_to_close: null,
            closed_last_90_days: 0,
          }),
    }));
    renderAdminPage(<DashboardPage />, { path: '/admin' });
    const claims = await panel();
    expect(await within(claims).findByText('No hay siniestros abiertos.')).toBeTruthy();
    expect(within(claims).getByText('Ningún cierre en 90 días')).toBeTruthy();
  });

  it('has no claims panel for a role that does not read claims', async () => {
    const fetchMock = mockFetch(() => ({ body: buildDashboard({ receipts: null, claims_open: null }) }));
    renderAdminPage(<DashboardPage />, { path: '/admin', session: buildSession({ role: 'expert' }) });
    expect(await screen.findByRole('heading', { name: 'Hola, Marta' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Siniestros', level: 2 })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])).toEqual(['/api/dashboard']);
  });
});
