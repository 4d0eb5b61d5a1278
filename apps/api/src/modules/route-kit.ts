import { ErrorResponseSchema } from '@amparo/contract';

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
