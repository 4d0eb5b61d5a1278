import type { LoginResponse, Notification } from '@amparo/contract';
import type { Role } from '@amparo/domain';
import { vi } from 'vitest';

/** A stored login (spec 3) for any role, with overrides. */
export function buildSession(overrides: Partial<LoginResponse> & { role?: Role } = {}): LoginResponse {
  return {
    id: 1,
    role: 'admin',
    email: 'admin@amparo.local',
    name: 'Marta',
    surname1: 'López',
    surname2: null,
    documentType: null,
    documentCode: null,
    phone: null,
    employee: 'N',
    personType: 'F',
    distributor_ids: [],
    store_ids: [],
    last_login_at: null,
    created_at: '2026-01-10T09:00:00.000Z',
    api_token: 'token-de-prueba-123',
    expires_at: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'unpaid-1-7',
    title: 'Recibo sin pagar',
    caption: 'Tienes un recibo de 9,99 € pendiente.',
    btnText: 'Pagar ahora',
    icon: 'receipt',
    device: 'Apple iPhone 15',
    link: { name: 'payments', params: { policy_id: '1', payment_id: '7', policy: 'AMP-0001' } },
    ...overrides,
  };
}

type MockResponse = { status?: number; body?: unknown };

/** Stubs fetch; `respond` picks the answer per request, defaulting to 200 {}. */
export function mockFetch(respond: (url: string, init: RequestInit) => MockResponse = () => ({})) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status = 200, body = {} } = respond(String(input), init);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function requestOf(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  const headers = new Headers(init.headers);
  return { url, init, headers, body: init.body ? JSON.parse(String(init.body)) : undefined };
}
