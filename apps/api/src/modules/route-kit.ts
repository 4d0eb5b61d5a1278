import { ErrorResponseSchema } from '@amparo/contract';
import type { FastifyRequest } from 'fastify';
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

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The request's Idempotency-Key header, when it sent a well-formed one (400
 * IDEMPOTENCY_KEY_INVALID otherwise); `required` refuses a request without one.
 */
export function idempotencyKeyOf(request: FastifyRequest, options: { required: true }): string;
export function idempotencyKeyOf(request: FastifyRequest, options?: { required?: false }): string | undefined;
export function idempotencyKeyOf(
  request: FastifyRequest,
  options: { required?: boolean } = {},
): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined && !options.required) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return key;
}
