import { PRODUCT_LINE_FIELDS, type ProductType } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { InsuredByLineSchema } from './purchase.ts';

// The booking's shape by product line must say what the domain's product-line
// rules say (packages/domain/src/product-lines.ts): a second copy would drift.
const device = { brand: 'Balay', model: '3KFE563WI', value: 54_900 };
const item = { ...device, kind: 'appliance', purchase_date: '2026-01-10' };

describe('InsuredByLineSchema follows the domain product lines', () => {
  it.each(Object.entries(PRODUCT_LINE_FIELDS))('product type %s', (id, fields) => {
    const product_type_id = Number(id) as ProductType;
    const parse = (insured: object) => InsuredByLineSchema.safeParse({ product_type_id, ...insured }).success;
    if (fields.asksItems) {
      expect(parse({ items: [item] })).toBe(true);
      expect(parse({ items: [] })).toBe(false);
      expect(parse({ device })).toBe(false);
      return;
    }
    expect(parse({ device: { ...device, purchase_date: '2026-01-10' } })).toBe(true);
    expect(parse({ device })).toBe(!fields.asksPurchaseDate);
    expect(parse({ items: [item] })).toBe(false);
  });

  it('knows no other product line', () => {
    expect(InsuredByLineSchema.safeParse({ product_type_id: 2, device }).success).toBe(false);
  });
});
