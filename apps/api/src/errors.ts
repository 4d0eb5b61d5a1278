import { type ErrorCode, type ErrorParams, errorMessage, errorStatus } from '@amparo/contract';

/**
 * Typed errors, translated once: use-cases throw an AppError with a business
 * code from the contract's catalogue (`packages/contract/src/error-codes.ts`),
 * which gives the status and the Spanish message; the error handler answers
 * `{ message, code, errors? }`.
 *
 *   throw new AppError('POLICY_NOT_FOUND');
 *   throw new AppError('PRODUCT_NOT_FOUND', { params: { id } });
 *   throw new AppError('CALL_TIME_PAST', { errors: [{ path: 'body.preferred_time', message: '...' }] });
 */
export type FieldError = { path: string; message: string };

type Options<C extends ErrorCode> =
  ErrorParams<C> extends undefined
    ? { errors?: FieldError[] | undefined }
    : { params: ErrorParams<C>; errors?: FieldError[] | undefined };

/** What follows the code: options, required when the message takes parameters. */
export type AppErrorRest<C extends ErrorCode> =
  ErrorParams<C> extends undefined ? [options?: Options<C>] : [options: Options<C>];

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  /** Seconds a 429 asks the client to wait, sent as the Retry-After header. */
  retryAfterSeconds: number | undefined;

  constructor(code: C, ...[options]: AppErrorRest<C>) {
    const given = options as { params?: unknown; errors?: FieldError[] | undefined } | undefined;
    super((errorMessage as (c: ErrorCode, p?: unknown) => string)(code, given?.params));
    this.code = code;
    this.statusCode = errorStatus(code);
    this.errors = given?.errors;
    this.name = 'AppError';
  }
}
