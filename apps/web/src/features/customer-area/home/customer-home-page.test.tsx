// @vitest-environment happy-dom
import type { CustomerHome, CustomerPolicy } from '@amparo/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildNotification, buildSession, mockFetch } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import CustomerHomePage from './customer-home-page';

const EMPTY_HOME: CustomerHome = {
  user: { name: 'Lucía', email: 'lucia@example.com', phone: null },
  notifications: [],
  policies: [],
};

/** A signed, active phone policy of the customer's home; tests change what they are about. */
const activePolicy = (overrides: Partial<CustomerPolicy> = {}): CustomerPolicy => ({
  id: 1,
  number: 'AMP-0001',
  status: 3,
  status_name: 'Activa, pagada y firmada',
  product: { name: 'Móvil Top', product_type_id: 1, coverages: ['Rotura de pantalla', 'Robo'] },
  devices: ['Apple iPhone 15'],
  periodicity: 1,
  premium: 999,
  sign_link: null,
  accepts_claims: true,
  evaluation_outcome: null,
  created_at: '2026-01-15T10:00:00Z',
  notifications: [],
  payments: [],
  claims: [],
  ...overrides,
});

function renderHome(home: CustomerHome | null, path = '/area-cliente') {
  mockFetch(() => (home ? { body: home } : { status: 401, body: { message: 'Tu sesión ha caducado' } }));
  return renderRoutes(
    [
      { path: '/area-cliente', element: <CustomerHomePage /> },
      { path: '/area-cliente/acceso', element: <h1>Acceso clientes</h1> },
      { path: '/pagos/:policyId/:paymentId', element: <h1>Pagar recibo</h1> },
    ],
    path,
  );
}

describe('customer home', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(buildSession({ role: 'policyholder', name: 'Lucía' })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('explains an empty account and offers the call-you card', async () => {
    renderHome(EMPTY_HOME);
    expect(await screen.findByText('Todavía no tienes pólizas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Te llamamos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mis datos' })).toBeTruthy();
  });

  it('lists notices once, then each policy with its receipts and claims', async () => {
    const notice = buildNotification();
    renderHome({
      ...EMPTY_HOME,
      notifications: [notice],
      policies: [
        activePolicy({
          notifications: [notice],
          payments: [
            {
              id: 7,
              sequence: 2,
              price: 999,
              pending_amount: 999,
              activation_date: '2026-02-15',
              payment_date: null,
              display_status: 'IMPAGADO',
              collection: null,
              refund_reason: null,
            },
            {
              id: 6,
              sequence: 1,
              price: 999,
              pending_amount: 0,
              activation_date: '2026-01-15',
              payment_date: '2026-01-15',
              display_status: 'PAGADO',
              collection: null,
              refund_reason: null,
            },
          ],
          claims: [
            {
              id: 3,
              number: 'SIN-2026-000003',
              policy_risk_id: 1,
              claim_type_id: 1,
              claim_type_name: 'Rotura de pantalla frontal',
              status_label: 'ABIERTO',
              is_draft: false,
              occurred_on: '2026-02-20',
              created_at: '2026-02-21T09:00:00Z',
              documents_complete: true,
              documents_missing: [],
            },
          ],
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Móvil Top' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Recibo sin pagar' })).toHaveLength(1);
    expect(screen.getByText('Impagado')).toBeTruthy();
    expect(screen.getByText('Pagado')).toBeTruthy();
    expect(screen.getAllByText('9,99 €').length).toBe(2);
    expect(screen.getByText('Rotura de pantalla frontal')).toBeTruthy();
    // Only the unpaid receipt can be paid, on its own payment page.
    const payNow = screen.getAllByRole('link', { name: /^Pagar ahora/ });
    expect(payNow).toHaveLength(1);
    expect(payNow[0]!.getAttribute('aria-label')).toBe('Pagar ahora el recibo del 15/02/2026 de 9,99 €');
    expect(payNow[0]!.getAttribute('href')).toBe('/pagos/1/7?poliza=AMP-0001');
  });

  it('leads each policy with its cover and the claim button; withdrawal comes last', async () => {
    const created = new Date(Date.now() - 2 * 86_400_000).toISOString();
    renderHome({
      ...EMPTY_HOME,
      policies: [activePolicy({ created_at: created, ends_on: '2027-11-28' })],
    });
    const cover = await screen.findByRole('region', { name: 'Tu cobertura' });
    expect(
      screen.getByText('Cubierta hasta el 28/11/2027 (se renueva cada año salvo que avises)'),
    ).toBeTruthy();
    expect(cover.textContent).toContain('Rotura de pantalla');
    expect(cover.textContent).toContain('Sin franquicia');
    expect(cover.textContent).toContain('en los 7 días siguientes');
    const declare = within(cover).getByRole('link', { name: /Declarar siniestro/ });
    const withdraw = screen.getByRole('link', { name: /Desistir/ });
    // The claim button comes before withdrawal in the card (reading and tab order).
    expect(declare.compareDocumentPosition(withdraw) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('goes back to the access page when the session has expired', async () => {
    renderHome(null);
    expect(await screen.findByRole('heading', { name: 'Acceso clientes' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('a mail link to one receipt opens its payment page', async () => {
    const { router } = renderHome(
      EMPTY_HOME,
      '/area-cliente?policy_id=1&payment_id=7&policy=AMP-0001&cuenta=nueva',
    );
    expect(await screen.findByRole('heading', { name: 'Pagar recibo' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/pagos/1/7?poliza=AMP-0001&cuenta=nueva',
    );
  });

  it('without a login, the same link asks for the code and keeps where it was going', async () => {
    localStorage.clear();
    const { router } = renderHome(EMPTY_HOME, '/area-cliente?policy_id=1&payment_id=7');
    expect(await screen.findByRole('heading', { name: 'Acceso clientes' })).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?volver=${encodeURIComponent('/area-cliente?policy_id=1&payment_id=7')}`,
    );
  });
});
