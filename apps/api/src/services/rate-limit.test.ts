import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from './rate-limit.ts';

const limit = { max: 5, windowMs: 15 * 60 * 1000 };
// 10:00:00 UTC is the start of a 15-minute window.
const at = (minutes: number, seconds = 0) => new Date(Date.UTC(2026, 10, 28, 10, minutes, seconds));

describe('tooManyAttempts: the message and Retry-After name the same wait', () => {
  it.each([
    { now: at(0), retryAfter: 900, text: 'Espera 15 minutos' },
    { now: at(10), retryAfter: 300, text: 'Espera 5 minutos' },
    { now: at(10, 1), retryAfter: 299, text: 'Espera 5 minutos' },
    { now: at(13, 59), retryAfter: 61, text: 'Espera 2 minutos' },
    { now: at(14, 30), retryAfter: 30, text: 'Espera un minuto' },
    { now: at(14, 59), retryAfter: 1, text: 'Espera un minuto' },
  ])('at $now: $retryAfter s, "$text"', ({ now, retryAfter, text }) => {
    const error = tooManyAttempts(limit, now);
    expect(error.statusCode).toBe(429);
    expect(error.retryAfterSeconds).toBe(retryAfter);
    expect(error.message).toBe(`Demasiados intentos. ${text} y vuelve a probar.`);
  });
});
