/**
 * Typed errors, translated once: use-cases throw an AppError with a code and a
 * Spanish message; the error handler turns it into `{ message, code }` with the
 * status the code maps to.
 */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  service_unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;
  readonly errors: { path: string; message: string }[] | undefined;

  constructor(code: AppErrorCode, message: string, errors?: { path: string; message: string }[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.errors = errors;
  }
}

export const notFound = (message = 'Recurso no encontrado') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const unprocessable = (message: string, errors?: { path: string; message: string }[]) =>
  new AppError('unprocessable', message, errors);
