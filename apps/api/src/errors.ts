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

type Rest<C extends ErrorCode> =
  ErrorParams<C> extends undefined ? [options?: Options<C>] : [options: Options<C>];

/**
 * The kinds of the first error design (a status name and a free message), kept
 * only until the purchase module is converted to codes; each maps to a generic code.
 * @deprecated throw a catalogue code instead.
 */
const legacyKinds = {
  bad_request: 'BAD_REQUEST',
  unauthorized: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  gone: 'GONE',
  unprocessable: 'UNPROCESSABLE',
  too_many_requests: 'RATE_LIMITED',
  payload_too_large: 'BODY_TOO_LARGE',
  unsupported_media_type: 'UNSUPPORTED_MEDIA_TYPE',
  service_unavailable: 'SERVICE_NOT_CONFIGURED',
} as const satisfies Record<string, ErrorCode>;
type LegacyKind = keyof typeof legacyKinds;

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  /** Seconds a 429 asks the client to wait, sent as the Retry-After header. */
  retryAfterSeconds: number | undefined;

  constructor(code: C, ...rest: Rest<C>);
  /** @deprecated throw a catalogue code instead. */
  constructor(kind: LegacyKind, message: string, errors?: FieldError[]);
  constructor(code: C | LegacyKind, ...rest: unknown[]) {
    if (Object.hasOwn(legacyKinds, code)) {
      const generic = legacyKinds[code as LegacyKind];
      super(rest[0] as string);
      this.code = generic;
      this.statusCode = errorStatus(generic);
      this.errors = rest[1] as FieldError[] | undefined;
    } else {
      const options = rest[0] as { params?: unknown; errors?: FieldError[] } | undefined;
      const known = code as C;
      super((errorMessage as (c: ErrorCode, p?: unknown) => string)(known, options?.params));
      this.code = known;
      this.statusCode = errorStatus(known);
      this.errors = options?.errors;
    }
    this.name = 'AppError';
  }
}

/** @deprecated throw a catalogue code instead (kept for the purchase module until it is converted). */
export const notFound = (message = 'Recurso no encontrado') => new AppError('not_found', message);
/** @deprecated throw a catalogue code instead. */
export const conflict = (message: string) => new AppError('conflict', message);
/** @deprecated throw a catalogue code instead. */
export const unprocessable = (message: string, errors?: FieldError[]) =>
  new AppError('unprocessable', message, errors);
