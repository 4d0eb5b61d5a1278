// @vitest-environment happy-dom
import type { BookingRequest } from '@amparo/contract';
import type { Role } from '@amparo/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { bookPolicy } from './booking-api';

// docs/product-decisions.md: a store seller signed in on this browser books as that seller.

const REQUEST = {} as BookingRequest; // the body is the caller's; only how it is sent matters here

async function bookAs(role: Role | null) {
  if (role) saveSession(buildSession({ role, api_token: `token-${role}` }));
  const fetchMock = mockFetch(() => ({ status: 201, body: { id: 1 } }));
  await bookPolicy(REQUEST, 'clave-idempotente-1');
  return requestOf(fetchMock);
}

describe('bookPolicy', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("sends a store seller's login, so the sale counts for the seller and their store", async () => {
    const request = await bookAs('store_seller');
    expect(request.url).toBe('/api/policies');
    expect(request.headers.get('Authorization')).toBe('Bearer token-store_seller');
    expect(request.headers.get('Idempotency-Key')).toBe('clave-idempotente-1');
  });

  it.each<Role | null>([null, 'admin', 'distributor_manager', 'policyholder'])(
    'books as a customer when the browser holds %s',
    async (role) => {
      const request = await bookAs(role);
      expect(request.headers.get('Authorization')).toBeNull();
      expect(request.headers.get('Idempotency-Key')).toBe('clave-idempotente-1');
    },
  );
});
