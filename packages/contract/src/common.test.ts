import { describe, expect, it } from 'vitest';
import { IdSchema, queryId } from './common.ts';

describe('IdSchema (path ids)', () => {
  it.each([
    ['12', 12],
    [12, 12],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %d', (input, id) => {
    expect(IdSchema.parse(input)).toBe(id);
  });

  it.each(['1e3', '0x10', '12.0', ' 12', '-3', '0', '', 'abc', '2147483648', 1.5])(
    'refuses %j with a Spanish message',
    (input) => {
      const result = IdSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^El identificador/);
    },
  );
});

describe('queryId', () => {
  it('says in Spanish that a query id must be a number, never "NaN"', () => {
    const result = queryId().safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Debe ser un número');
  });
});
