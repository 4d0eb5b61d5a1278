import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_REFUSAL_CODES,
  ERROR_CATALOGUE,
  type ErrorCode,
  errorMessage,
  isErrorCode,
} from './error-codes.ts';

/** Fills any parameter a message asks for with a visible placeholder. */
const anyParams = new Proxy(
  {},
  {
    get: (_target, key) =>
      key === 'missing' || key === 'unknown' || key === 'columns' || key === 'keys'
        ? ['x']
        : `«${String(key)}»`,
  },
);

const entries = Object.entries(ERROR_CATALOGUE) as [ErrorCode, (typeof ERROR_CATALOGUE)[ErrorCode]][];

// Words that would give away an English message slipping into the catalogue.
const ENGLISH =
  /\b(the|not|found|invalid|must|please|already|error occurred|request|forbidden|unauthorized)\b/i;

describe('error catalogue', () => {
  it('holds codes', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  // A slot left unconfigured (card gateway, OCR, ...) is the server's state, not the caller's fault: 503.
  const SERVER_SIDE: readonly string[] = [
    'SERVICE_NOT_CONFIGURED',
    'CARD_GATEWAY_NOT_CONFIGURED',
    'SIGNATURE_NOT_CONFIGURED',
    'OCR_NOT_CONFIGURED',
    // The seal (certificate, PDF signature) failed on our side; the customer retries later.
    'SIGNING_SEAL_FAILED',
  ];

  it.each(entries)('%s is UPPER_SNAKE, a 4xx (or a listed 503), with a Spanish message', (code, entry) => {
    expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(SERVER_SIDE.includes(code) ? 504 : 500);
    const message = (errorMessage as (c: ErrorCode, p?: unknown) => string)(code, anyParams);
    expect(message.length).toBeGreaterThan(5);
    expect(message).toMatch(/^[«A-ZÁÉÍÓÚÑ¿¡]/);
    expect(message).not.toMatch(/undefined|null|\[object/);
    expect(message).not.toMatch(ENGLISH);
  });

  it('fills parameters into messages', () => {
    expect(errorMessage('PRODUCT_NOT_FOUND', { id: 7 })).toBe('Producto no encontrado: 7');
    expect(errorMessage('RATE_LIMITED', { minutes: 15 })).toBe(
      'Demasiados intentos. Espera 15 minutos y vuelve a probar.',
    );
    expect(errorMessage('RATE_LIMITED', { minutes: 1 })).toBe(
      'Demasiados intentos. Espera un minuto y vuelve a probar.',
    );
    expect(errorMessage('CSV_UNREADABLE', { line: null })).toBe(
      'El CSV no se puede leer: revisa las comillas y los separadores',
    );
  });

  it('knows its own codes and nothing else', () => {
    expect(isErrorCode('POLICY_NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('not_found')).toBe(false);
  });

  it('gives every discount refusal a 422 code', () => {
    for (const code of Object.values(DISCOUNT_REFUSAL_CODES)) expect(ERROR_CATALOGUE[code].status).toBe(422);
  });
});
