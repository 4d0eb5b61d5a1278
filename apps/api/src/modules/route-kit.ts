import { AppError } from '../errors.ts';

/** Pieces several handlers share: a file route's body limit and the Idempotency-Key header. */

/**
 * The body limit of a route that takes a file of at most `maxBytes` in base64 inside JSON: a third
 * larger, plus room for the other fields. The default body limit (app.ts) is for forms only.
 */
export const base64BodyLimit = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 64 * 1024;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The request's `Idempotency-Key` (8 to 100 of A-Z, a-z, 0-9, _ and -), undefined when absent
 * and not required; a malformed one, or a missing required one, is IDEMPOTENCY_KEY_INVALID.
 */
export function idempotencyKeyOf(
  request: { headers: Record<string, string | string[] | undefined> },
  options: { required: true },
): string;
export function idempotencyKeyOf(
  request: { headers: Record<string, string | string[] | undefined> },
  options?: { required?: false },
): string | undefined;
export function idempotencyKeyOf(
  request: { headers: Record<string, string | string[] | undefined> },
  options: { required?: boolean } = {},
): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined && !options.required) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return key;
}
