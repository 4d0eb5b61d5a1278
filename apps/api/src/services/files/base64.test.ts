import { describe, expect, it } from 'vitest';
import { base64Size, decodeBase64 } from './base64.ts';

describe('decodeBase64', () => {
  it.each([
    ['aG9sYQ==', 'hola'],
    ['data:application/pdf;base64,aG9sYQ==', 'hola'],
    ['aG9s\nYQ==', 'hola'],
    ['', ''],
  ])('%j → %j', (value, text) => {
    expect(decodeBase64(value)?.toString('utf8')).toBe(text);
  });

  it.each([['aG9sYQ=' /* length not a multiple of 4 */], ['aG9s*YQ=='], ['no es base64!'], ['aG9sYQ===']])(
    'refuses %j',
    (value) => {
      expect(decodeBase64(value)).toBeNull();
    },
  );

  it.each([
    ['aG9sYQ==', 4],
    ['aG9sYTE=', 5],
    ['aG9sYTEy', 6],
    ['data:image/png;base64,aG9sYTEy', 6],
  ])('base64Size(%j) = %i', (value, size) => {
    expect(base64Size(value)).toBe(size);
  });
});
