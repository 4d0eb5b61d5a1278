import type { BookedPolicy, BookingRequest } from '@amparo/contract';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../api/http';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { bookPolicy } from '../api/booking-api';

export type BookingState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; error: ApiError }
  | { status: 'done'; policy: BookedPolicy };

/**
 * One booking attempt per visit of the review step. The Idempotency-Key is
 * made once for the attempt and reused by 'Reintentar', so a lost answer
 * followed by a retry books one policy. A second click while a request is in
 * flight is ignored (a ref, not state: two clicks in the same frame see it).
 */
export function useBooking(onBooked: (policy: BookedPolicy) => void, onFailed: (error: ApiError) => void) {
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [state, setState] = useState<BookingState>({ status: 'idle' });

  const book = useCallback(
    async (request: BookingRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      keyRef.current ??= newIdempotencyKey();
      setState({ status: 'pending' });
      try {
        const policy = await bookPolicy(request, keyRef.current);
        setState({ status: 'done', policy });
        onBooked(policy);
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError(String(caught), null);
        setState({ status: 'error', error });
        onFailed(error);
      } finally {
        inFlight.current = false;
      }
    },
    [onBooked, onFailed],
  );

  return { state, book, isPending: state.status === 'pending' };
}
