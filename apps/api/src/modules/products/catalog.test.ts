import { Role } from '@amparo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await seedSession(t.db, Role.ADMIN)).headers;
});
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('catalog management', () => {
  it('lists the mobile products with their coverages and price ranges, basic first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?filter[product_type_id]=1' });
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    expect(res.json().data[2].coverages).toContain('Robo');
    expect(res.json().data[0].prices[0]).toMatchObject({ min_value: 0, max_value: 30_000 });
  });

  it('replaces price ranges and refuses overlapping ones', async () => {
    const ok = await call('PATCH', '/api/products/15', {
      prices: [{ min_value: 0, max_value: 100_000, price_monthly: 990, price_yearly: 9900 }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().prices).toHaveLength(1);
    const overlap = await call('PATCH', '/api/products/15', {
      prices: [
        { min_value: 0, max_value: 50_000, price_monthly: 990, price_yearly: 9900 },
        { min_value: 40_000, max_value: 90_000, price_monthly: 1290, price_yearly: 12_900 },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toMatch(/no pueden solaparse/);
  });

  it('creates or updates a catalog item by kind, brand and model, searches it, and retires it', async () => {
    const item = { kind: 'mobile', brand: 'Fairphone', model: 'Fairphone 5', reference_price: 69_900 };
    const created = await call('POST', '/api/generic_items', item);
    expect(created.statusCode).toBe(201);
    const again = await call('POST', '/api/generic_items', { ...item, reference_price: 64_900 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: created.json().id, reference_price: 64_900 });
    const found = await t.app.inject({ method: 'GET', url: '/api/generic_items?filter[search]=fairphone 5' });
    expect(found.json().data.map((i: { model: string }) => i.model)).toEqual(['Fairphone 5']);
    expect((await call('DELETE', `/api/generic_items/${created.json().id}`)).statusCode).toBe(204);
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/generic_items?filter[search]=fairphone&filter[active]=true',
    });
    expect(active.json().data).toEqual([]);
  });

  it('manages discounts: create, refuse a duplicate code and a percentage over 100, validate publicly', async () => {
    const created = await call('POST', '/api/discounts', {
      code: 'bienvenida',
      kind: 'percent',
      value: 2000,
      is_public: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().code).toBe('BIENVENIDA');
    expect(
      (await call('POST', '/api/discounts', { code: 'BIENVENIDA', kind: 'fixed', value: 500 })).statusCode,
    ).toBe(409);
    const tooMuch = await call('POST', '/api/discounts', { code: 'MUCHO', kind: 'percent', value: 12_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/100 %/);
    const validate = await t.app.inject({ method: 'GET', url: '/api/discounts/validate/bienvenida' });
    expect(validate.json()).toMatchObject({ code: 'BIENVENIDA', label: '20 % de descuento' });
    expect((await t.app.inject({ method: 'GET', url: '/api/public-discount' })).json()).toMatchObject({
      code: 'BIENVENIDA',
    });
    const patched = await call('PATCH', `/api/discounts/${created.json().id}`, { active: false });
    expect(patched.json().active).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/discounts/validate/BIENVENIDA' })).statusCode,
    ).toBe(422);
  });

  it('guards categories in use', async () => {
    const category = await call('POST', '/api/product_categories', { product_type_id: 1, name: 'Gama alta' });
    expect(category.statusCode).toBe(201);
    await call('PATCH', '/api/products/3', { category_id: category.json().id });
    const refused = await call('DELETE', `/api/product_categories/${category.json().id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CATEGORY_HAS_PRODUCTS');
  });
});
