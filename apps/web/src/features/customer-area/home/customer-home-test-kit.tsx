import type { CustomerHome, CustomerPolicy } from '@amparo/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch as mockApi, type mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { getToasts, toast } from '../../../ui/toast/toast-store';
import CustomerHomePage from './customer-home-page';

// What the customer home's page tests share: Lucía signed in, the page rendered over a mocked API
// (the home, no documents, and whatever the test answers to a change), and the requests it sent.

type Answer = { status?: number; body?: unknown };

/** Lucía's session before each test; toasts and the mocked fetch cleared after. */
export function signedInHolder() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify(buildSession({ role: 'policyholder', name: 'Lucía' })),
    );
  });
  afterEach(() => {
    for (const item of getToasts()) toast.dismiss(item.id);
    vi.unstubAllGlobals();
  });
}

/** The customer home over `home()`; a request other than a GET gets `change(init)`. */
export function renderCustomerHome(
  home: () => CustomerHome,
  change: (init: RequestInit) => Answer = () => ({}),
) {
  const fetchMock = mockApi((url, init) => {
    if (init.method && init.method !== 'GET') return change(init);
    if (String(url).includes('/documents')) return { body: { data: [] } };
    return { body: home() };
  });
  renderRoutes([{ path: '/area-cliente', element: <CustomerHomePage /> }], '/area-cliente');
  return fetchMock;
}

/** The requests the page sent with `method`, in order. */
export const requestsWith = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.map((_, i) => requestOf(fetchMock, i)).filter((r) => r.init.method === method);

/** Lucía's home with one policy: an active Móvil Top for an iPhone 15, with what the test changes. */
export function holderHome(policy: Partial<CustomerPolicy> = {}): CustomerHome {
  return {
    user: { name: 'Lucía', email: 'lucia@example.com', phone: null },
    notifications: [],
    policies: [
      {
        id: 41,
        number: 'AMP-000041',
        status: 3,
        status_name: 'Activa, pagada y firmada',
        product: { name: 'Móvil Top', product_type_id: 1 },
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
        ...policy,
      },
    ],
  };
}
