import { describe, expect, it } from 'vitest';
import { maskIban } from './mask-iban';

describe('maskIban', () => {
  it('hides every character but the last four, in groups of four', () => {
    expect(maskIban('ES9121000418450200051332')).toBe('•••• •••• •••• •••• •••• 1332');
  });

  it('reads an IBAN typed with spaces the same way', () => {
    expect(maskIban('ES91 2100 0418 4502 0005 1332')).toBe('•••• •••• •••• •••• •••• 1332');
  });
});
