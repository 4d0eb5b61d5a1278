import { AppError } from '../errors.ts';

/** A slot with no implementation configured: using it answers 503 with what is missing, in Spanish. */
export class ServiceNotConfiguredError extends AppError {
  readonly service: string;

  constructor(service: string, message: string) {
    super('service_unavailable', message);
    this.name = 'ServiceNotConfiguredError';
    this.service = service;
  }
}

type AsyncMethodKeys<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * Fills a slot interface (a `kind` and async methods) with a stand-in whose
 * every method refuses with ServiceNotConfiguredError. The list of methods is
 * typed against the interface, so a method added there and not here fails the
 * type check instead of failing at run time.
 */
export function notConfigured<T extends { readonly kind: string }>(
  service: string,
  message: string,
  methods: Record<AsyncMethodKeys<T>, true>,
): T {
  const stub: Record<string, unknown> = { kind: 'none' };
  for (const name of Object.keys(methods)) {
    stub[name] = () => Promise.reject(new ServiceNotConfiguredError(service, message));
  }
  return stub as T;
}
