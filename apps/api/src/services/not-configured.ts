import type { PlainErrorCode } from '@amparo/contract';
import { AppError } from '../errors.ts';

/** The catalogue codes of slots left unconfigured: each a 503 that names what is missing, in Spanish. */
export type NotConfiguredCode = Extract<PlainErrorCode, `${string}_NOT_CONFIGURED`>;

/** A slot with no implementation configured: using it answers 503 with what is missing, in Spanish. */
export class ServiceNotConfiguredError extends AppError {
  readonly service: string;

  constructor(service: string, code: NotConfiguredCode) {
    super(code);
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
  code: NotConfiguredCode,
  methods: Record<AsyncMethodKeys<T>, true>,
): T {
  const stub: Record<string, unknown> = { kind: 'none' };
  for (const name of Object.keys(methods)) {
    stub[name] = () => Promise.reject(new ServiceNotConfiguredError(service, code));
  }
  return stub as T;
}
