// @vitest-environment happy-dom
import type { CancelPolicyResult, CustomerHome, CustomerPolicy } from '@amparo/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import CustomerHomePage from '../home/customer-home-page';
import WithdrawalPage from './withdrawal-page';

// Contract concluded on 10/11/2026 (Madrid): the 15 days run to 25/11/2026 included.
const IN_WINDOW = new Date('2026-11-20T10:00:00Z');
const LAST_DAY_LATE = new Date('2026-11-25T22:30:00Z'); // 23:30 in Madrid, still day 15
const DAY_16 = new Date('2026-11-25T23:00:00Z'); // 00:00 of 26/11 in Madrid

function buildPolicy(overrides: Partial<CustomerPolicy> = {}): CustomerPolicy {
  return {
    id: 1,
    number: 'AMP-0001',
    status: 3,
    status_name: 'Activa, pagada y firmada',
    product: { name: 'Móvil Top', product_type_id: 1 },
    devices: ['Apple iPhone 15'],
    periodicity: 1,
    premium: 999,
    sign_link: null,
    accepts_claims: true,
    created_at: '2026-11-10T09:00:00Z',
    ends_on: null,
    evaluation_outcome: null,
    notifications: [],
    payments: [
      {
        id: 6,
        sequence: 1,
        price: 999,
        pending_amount: 0,
        activation_date: '2026-11-10',
        payment_date: '2026-11-10',
        display_status: 'PAGADO',
        collection: null,
        refund_reason: null,
      },
      {
        id: 7,
        sequence: 2,
        price: 999,
        pending_amount: 999,
        activation_date: '2026-12-10',
        payment_date: null,
        display_status: 'PROGRAMADO',
        collection: null,
        refund_reason: null,
      },
    ],
    claims: [],
    ...overrides,
  };
}

const home = (policy: CustomerPolicy): CustomerHome => ({
  user: { name: 'Lucía', email: 'lucia@example.com', phone: null },
  notifications: [],
  policies: [policy],
});

const RESULT: CancelPolicyResult = {
  policy_id: 1,
  number: 'AMP-0001',
  status: 4,
  kind: 'withdrawal',
  effective_date: '2026-11-20',
  refund_cents: 999,
  refund_receipt_id: 8,
  cancelled_receipt_ids: [7],
  cancelled_at: '2026-11-20T10:00:00.000Z',
};

type Answer = { status?: number; body?: unknown };

function render(path: string, policy: CustomerPolicy, cancel: Answer = { body: RESULT }) {
  const fetchMock = mockFetch((url) => (url.includes('/cancel') ? cancel : { body: home(policy) }));
  const view = renderRoutes(
    [
      { path: '/area-cliente', element: <CustomerHomePage /> },
      { path: '/area-cliente/polizas/:id/desistir', element: <WithdrawalPage /> },
      { path: '/area-cliente/acceso', element: <h1>Acceso clientes</h1> },
    ],
    path,
  );
  return { ...view, fetchMock };
}

const at = (now: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
};

describe('the withdrawal button in the customer area', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['within the 15 days', IN_WINDOW],
    ['late on the 15th day', LAST_DAY_LATE],
  ])('shows "Desistir del contrato" %s, to the confirmation page', async (_, now) => {
    at(now);
    render('/area-cliente', buildPolicy());
    const button = await screen.findByRole('link', { name: 'Desistir del contrato de la póliza AMP-0001' });
    expect(button.textContent).toBe('Desistir del contrato');
    expect(button.getAttribute('href')).toBe('/area-cliente/polizas/1/desistir');
    expect(screen.getByText('Puedes desistir sin dar explicaciones hasta el 25/11/2026.')).toBeTruthy();
  });

  it('has no button from day 16', async () => {
    at(DAY_16);
    render('/area-cliente', buildPolicy());
    expect(await screen.findByRole('heading', { name: 'Móvil Top' })).toBeTruthy();
    expect(screen.queryByText('Desistir del contrato')).toBeNull();
  });

  it('has no button on a draft: no contract was concluded yet', async () => {
    at(IN_WINDOW);
    render('/area-cliente', buildPolicy({ status: 1, status_name: 'Borrador' }));
    expect(await screen.findByRole('heading', { name: 'Móvil Top' })).toBeTruthy();
    expect(screen.queryByText('Desistir del contrato')).toBeNull();
  });

  it('a cancelled policy says "Cancelada" with its end date, and has no button', async () => {
    at(IN_WINDOW);
    render('/area-cliente', buildPolicy({ status: 4, status_name: 'Cancelada', ends_on: '2026-11-20' }));
    expect(await screen.findByText('Cancelada. Cobertura hasta el 20/11/2026.')).toBeTruthy();
    expect(screen.getByText('Cancelada')).toBeTruthy();
    expect(screen.queryByText('Desistir del contrato')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tienes cosas pendientes' })).toBeNull();
  });
});

describe('the withdrawal confirmation page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the policy, the consequences, the deadline, one confirm button and "Volver"', async () => {
    at(IN_WINDOW);
    const { fetchMock } = render('/area-cliente/polizas/1/desistir', buildPolicy());
    expect(await screen.findByRole('heading', { name: 'Desistir del contrato' })).toBeTruthy();
    expect(screen.getByText('AMP-0001')).toBeTruthy();
    expect(screen.getByText('Móvil Top')).toBeTruthy();
    expect(screen.getByText('Apple iPhone 15')).toBeTruthy();
    expect(screen.getByText(/La cobertura termina hoy/)).toBeTruthy();
    // Only the paid receipt goes back; the scheduled one is cancelled.
    expect(
      screen.getByText(
        'Te devolvemos todo lo que has pagado, 9,99 €, por el mismo medio con el que pagaste, en un plazo máximo de 14 días.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Los recibos que aún no has pagado se anulan/)).toBeTruthy();
    expect(screen.getByText('Puedes desistir hasta el 25/11/2026 incluido.')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Confirmar el desistimiento' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/area-cliente');
    // Nothing is sent before the customer confirms.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cancel'))).toBe(false);
  });

  it('posts the withdrawal with an Idempotency-Key, acknowledges it and reloads the home', async () => {
    at(IN_WINDOW);
    const { fetchMock } = render('/area-cliente/polizas/1/desistir', buildPolicy());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar el desistimiento' }));
    expect(await screen.findByRole('heading', { name: 'Has desistido del contrato' })).toBeTruthy();
    const index = fetchMock.mock.calls.findIndex(([url]) => String(url).includes('/cancel'));
    const request = requestOf(fetchMock, index);
    expect(request.url).toMatch(/\/policies\/1\/cancel$/);
    expect(request.init.method).toBe('POST');
    expect(request.body).toEqual({ reason: 'withdrawal' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    // 10:00 UTC is 11:00 in Madrid.
    expect(
      screen.getByText('Registramos tu desistimiento el 20/11/2026, 11:00 (hora peninsular).'),
    ).toBeTruthy();
    expect(screen.getByText('Póliza AMP-0001: la cobertura termina el 20/11/2026.')).toBeTruthy();
    expect(screen.getByText(/Te devolveremos 9,99 €/)).toBeTruthy();
    expect(screen.getByText('Te lo hemos enviado también por correo')).toBeTruthy();
    // The home is asked again, so the policy shows cancelled and the button is gone.
    await vi.waitFor(() => {
      const homeCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/customer/home'));
      expect(homeCalls.length).toBe(2);
    });
  });

  it("shows the API's Spanish message when the withdrawal is refused", async () => {
    at(IN_WINDOW);
    render('/area-cliente/polizas/1/desistir', buildPolicy(), {
      status: 409,
      body: { code: 'WITHDRAWAL_PERIOD_OVER', message: 'El plazo de 15 días para desistir ha terminado' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar el desistimiento' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El plazo de 15 días para desistir ha terminado',
    );
    expect(screen.queryByRole('heading', { name: 'Has desistido del contrato' })).toBeNull();
  });

  it('on day 16 the page says the period is over and offers no confirm button', async () => {
    at(DAY_16);
    render('/area-cliente/polizas/1/desistir', buildPolicy());
    expect(await screen.findByText(/Esta póliza ya no se puede desistir/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar el desistimiento' })).toBeNull();
  });
});
