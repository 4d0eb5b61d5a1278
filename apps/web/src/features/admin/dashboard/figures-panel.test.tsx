// @vitest-environment happy-dom
import { addDays, madridDate } from '@amparo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { buildDashboard } from './dashboard-fixtures';
import { FiguresPanel } from './figures-panel';

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 3 })).closest('section') as HTMLElement;
const dashboardCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/dashboard?'));
const rowOf = (table: HTMLElement, head: string) =>
  [...(within(table).getByRole('rowheader', { name: head }).closest('tr')?.querySelectorAll('td') ?? [])].map(
    (cell) => cell.textContent,
  );

describe('the dashboard figures', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for the period in the address and shows the totals and each chart with its table', async () => {
    const fetchMock = mockFetch(() => ({ body: buildDashboard() }));
    renderAdminPage(<FiguresPanel />, { path: '/admin?desde=2026-11-01&hasta=2026-11-03' });
    expect(await screen.findByText('Pólizas vendidas')).toBeTruthy();
    expect(dashboardCalls(fetchMock)).toEqual(['/api/dashboard?from=2026-11-01&to=2026-11-03']);
    const stats = screen.getAllByRole('list')[0]!;
    const stat = (label: string) => within(stats).getByText(label).parentElement?.textContent;
    expect(stat('Pólizas vendidas')).toContain('4');
    expect(stat('Prima emitida')).toMatch(/425,48\s€/);
    expect(stat('Cobrado')).toContain('5 cobros');
    expect(stat('Impagado')).toContain('2 recibos vencidos sin pagar');
    expect(stat('Devuelto')).toContain('1 devolución del banco o reembolso');

    // Each chart has a heading and the same figures as a table, hidden until asked for.
    const sales = await card('Pólizas vendidas por día');
    const salesTable = within(sales).getByRole('table', { name: 'Pólizas vendidas por día' });
    expect(salesTable.closest('.sr-only')).not.toBeNull();
    expect(rowOf(salesTable, '01/11/2026')).toEqual(['1', '2', '3']);
    expect(
      within(salesTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Día', 'Móvil Básico', 'Móvil Top', 'Total']);
    const toggle = within(sales).getByRole('button', { name: 'Ver como tabla' });
    await userEvent.click(toggle);
    expect(within(sales).getByRole('button', { name: 'Ver como gráfico' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(sales).getByRole('table').closest('.sr-only')).toBeNull();

    const distributors = within(await card('Ventas por distribuidor')).getByRole('table');
    expect(rowOf(distributors, 'MóvilMarket')).toEqual(['3', expect.stringMatching(/325,48\s€/)]);
    expect(rowOf(distributors, 'Venta online (sin distribuidor)')[0]).toBe('1');

    const evaluations = await card('Peritaciones en espera');
    expect(within(evaluations).getByText('6 en espera')).toBeTruthy();
    expect(within(evaluations).getByText(/La más antigua llegó el 28\/10\/2026/)).toBeTruthy();
    expect(rowOf(within(evaluations).getByRole('table'), 'Más de 3 días')).toEqual(['1']);

    const claims = await card('Siniestros abiertos por tipo');
    expect(rowOf(within(claims).getByRole('table'), 'Daños por agua')).toEqual(['2']);
    expect(within(await card('Cobrado e impagado por día')).getByRole('table')).toBeTruthy();
  });

  it('takes the last 30 days by default and a preset when pressed', async () => {
    // Mid-month, so that "this month" and "the last 7 days" are two periods (on the 7th they are one).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00Z') });
    const today = madridDate(new Date())!;
    const fetchMock = mockFetch(() => ({ body: buildDashboard() }));
    renderAdminPage(<FiguresPanel />, { path: '/admin' });
    const last30 = await screen.findByRole('button', { name: 'Últimos 30 días' });
    expect(last30.getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('Pólizas vendidas');
    expect(dashboardCalls(fetchMock)).toEqual([`/api/dashboard?from=${addDays(today, -29)}&to=${today}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Últimos 7 días' }));
    expect(screen.getByRole('button', { name: 'Últimos 7 días' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Este mes' }));
    await vi.waitFor(() =>
      expect(dashboardCalls(fetchMock)).toEqual([
        `/api/dashboard?from=${addDays(today, -29)}&to=${today}`,
        `/api/dashboard?from=${addDays(today, -6)}&to=${today}`,
        `/api/dashboard?from=${today.slice(0, 8)}01&to=${today}`,
      ]),
    );
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe(`${today.slice(0, 8)}01`);
  });

  it('says what is empty, and shows no card for what the role does not read', async () => {
    const days = ['2026-11-01', '2026-11-02'];
    mockFetch(() => ({
      body: buildDashboard({
        products: [],
        sales_by_day: days.map((date) => ({ date, policies: 0, premium_cents: 0, by_product: [] })),
        sales_by_distributor: [],
        totals: { policies: 0, premium_cents: 0 },
        receipts: {
          collected: { count: 0, cents: 0 },
          returned: { count: 0, cents: 0 },
          unpaid: { count: 0, cents: 0 },
          by_day: days.map((date) => ({ date, collected_cents: 0, unpaid_cents: 0 })),
        },
        evaluations_waiting: null,
        claims_open: { total: 0, by_type: [] },
      }),
    }));
    renderAdminPage(<FiguresPanel />, {
      path: '/admin?desde=2026-11-01&hasta=2026-11-02',
      session: buildSession({ role: 'store_seller' }),
    });
    expect(await screen.findByText('No se vendió ninguna póliza en este periodo.')).toBeTruthy();
    expect(screen.getByText('Sin ventas de ningún distribuidor en este periodo.')).toBeTruthy();
    expect(screen.getByText('Ni cobros ni recibos impagados en este periodo.')).toBeTruthy();
    expect(screen.getByText('No hay siniestros abiertos.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Peritaciones en espera' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ver como tabla' })).toBeNull();
  });

  it('refuses a period backwards or too long in Spanish without asking the server', async () => {
    const fetchMock = mockFetch(() => ({ body: buildDashboard() }));
    renderAdminPage(<FiguresPanel />, { path: '/admin?desde=2026-11-03&hasta=2026-11-01' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La fecha «hasta» no puede ser anterior a la fecha «desde».',
    );
    expect(dashboardCalls(fetchMock)).toEqual([]);
  });

  it('shows the server refusal as an error', async () => {
    mockFetch(() => ({
      status: 422,
      body: {
        code: 'DASHBOARD_RANGE_TOO_LONG',
        message: 'El periodo del panel puede abarcar 366 días como mucho',
      },
    }));
    renderAdminPage(<FiguresPanel />, { path: '/admin?desde=2026-01-01&hasta=2026-01-31' });
    expect(await screen.findByText(/366 días como mucho/)).toBeTruthy();
  });
});
