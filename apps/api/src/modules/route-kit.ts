import { ErrorResponseSchema } from '@amparo/contract';
import { AppError } from '../errors.ts';

/** Shared pieces of route declarations, so each routes file states only what is its own. */
export const security = [{ bearerAuth: [] }];

/** The error answers every authenticated route can give. */
export const staffErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
} as const;

/** What a use-case needs to know of the request: the time and where it came from. */
export const ctx = (ip: string) => ({ now: new Date(), ip });

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
