/**
 * A fresh Idempotency-Key for one attempt of a call that must not be done twice
 * (a booking, a refund). The caller keeps it for its retries.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
