import type { Discount } from '@amparo/contract';
import { describe, expect, it } from 'vitest';
import { type DiscountStatus, discountStatus } from './discount-status';

function buildDiscount(overrides: Partial<Discount> = {}): Discount {
  return {
    id: 1,
    code: 'VERANO15',
    description: null,
    kind: 'percent',
    value: 1500,
    valid_from: null,
    valid_to: null,
    max_uses: null,
    uses: 0,
    store_id: null,
    product_type_id: null,
    is_public: false,
    active: true,
    ...overrides,
  };
}

// 10:00 in Madrid on 15 June 2026.
const NOW = new Date('2026-06-15T08:00:00Z');

describe('discount status (vigente, caducado, agotado, inactivo)', () => {
  it.each<[string, Partial<Discount>, DiscountStatus]>([
    ['no limits', {}, 'valid'],
    ['within its dates', { valid_from: '2026-06-01', valid_to: '2026-06-30' }, 'valid'],
    ['on its last day', { valid_to: '2026-06-15' }, 'valid'],
    ['the day after its last day', { valid_to: '2026-06-14' }, 'expired'],
    ['before it starts', { valid_from: '2026-06-16' }, 'scheduled'],
    ['with uses left', { max_uses: 10, uses: 9 }, 'valid'],
    ['with every use spent', { max_uses: 10, uses: 10 }, 'exhausted'],
    ['switched off', { active: false }, 'inactive'],
    ['switched off even if expired', { active: false, valid_to: '2020-01-01' }, 'inactive'],
    ['for one store only', { store_id: 4 }, 'valid'],
  ])('%s', (_name, overrides, expected) => {
    expect(discountStatus(buildDiscount(overrides), NOW)).toBe(expected);
  });

  it('uses the Madrid calendar day, not UTC', () => {
    // 00:30 on 16 June in Madrid is still 15 June in UTC.
    const justAfterMidnight = new Date('2026-06-15T22:30:00Z');
    expect(discountStatus(buildDiscount({ valid_to: '2026-06-15' }), justAfterMidnight)).toBe('expired');
  });
});
