import { describe, expect, it } from 'vitest';
import { type RepairCenterFacts, repairCenterRefusal } from './claim-repair-center.ts';

const center: RepairCenterFacts = { active: true, deletedAt: null, productTypeIds: [1, 5] };

describe('repairCenterRefusal', () => {
  it.each<[string, RepairCenterFacts | null, number, ReturnType<typeof repairCenterRefusal>]>([
    ['an active center that repairs the type', center, 1, null],
    ['another type it repairs', center, 5, null],
    ['a type it does not repair', center, 3, 'wrong_product_type'],
    ['an inactive center', { ...center, active: false }, 1, 'inactive'],
    ['a deleted center', { ...center, deletedAt: new Date('2026-11-01') }, 1, 'not_found'],
    ['a deleted and inactive center', { ...center, active: false, deletedAt: '2026-11-01' }, 1, 'not_found'],
    ['no center', null, 1, 'not_found'],
  ])('%s → %s', (_name, facts, productTypeId, expected) => {
    expect(repairCenterRefusal(facts, productTypeId)).toBe(expected);
  });
});
