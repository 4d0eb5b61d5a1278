import type { BookedPolicy, BookingRequest } from '@amparo/contract';
import { Role } from '@amparo/domain';
import { callApi } from '../../../api/client';
import { getSession, type Session } from '../../../auth/session-store';

/**
 * A store seller signed in on this browser books as that seller (docs/product-decisions.md): the
 * login goes with the booking, and the API credits the sale to the seller and their store. Anyone
 * else books as a customer: an admin trying the flow is not a seller, and a policyholder's session
 * says nothing about the sale.
 */
export const booksAsSeller = (session: Session | null): boolean => session?.role === Role.STORE_SELLER;

/**
 * POST /policies with an Idempotency-Key: the server books once per key and answers a replay with
 * the same policy (200), so a retry after a lost answer never contracts twice.
 */
export function bookPolicy(request: BookingRequest, idempotencyKey: string): Promise<BookedPolicy> {
  return callApi('bookPolicy', {
    body: request,
    idempotencyKey,
    withSession: booksAsSeller(getSession()),
  });
}
