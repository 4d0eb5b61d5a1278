import { describe, expect, it } from 'vitest';
import { smsEncoding } from './sms-encoding.ts';

describe('smsEncoding', () => {
  it.each([
    ['plain ASCII', 'Tu clave es 482915', { ucs2: false, units: 18, parts: 1 }],
    ['ñ, é, ü, ¿ and ¡ are GSM', '¿Señal? ¡Pingüino! café', { ucs2: false, units: 23, parts: 1 }],
    ['ó is not GSM', 'Tu código es 482915', { ucs2: true, units: 19, parts: 1 }],
    ['€ takes two GSM units', 'Importe: 9,95 €', { ucs2: false, units: 16, parts: 1 }],
    ['160 GSM characters fit one part', 'a'.repeat(160), { ucs2: false, units: 160, parts: 1 }],
    ['161 take two parts of 153', 'a'.repeat(161), { ucs2: false, units: 161, parts: 2 }],
    ['70 UCS-2 characters fit one part', 'ó'.repeat(70), { ucs2: true, units: 70, parts: 1 }],
    ['71 take two parts of 67', 'ó'.repeat(71), { ucs2: true, units: 71, parts: 2 }],
    ['an emoji takes two UCS-2 units', 'Hola 👋', { ucs2: true, units: 7, parts: 1 }],
  ])('%s', (_name, text, expected) => {
    expect(smsEncoding(text)).toEqual(expected);
  });
});
