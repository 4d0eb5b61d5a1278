import { Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { buildBooking, seedDiscount } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('store landing pages', () => {
  it('creates a page with its store discount, lists it publicly by slug, and attributes the sale', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const discount = await seedDiscount(t.db, { code: 'GRANVIA10', store_id: DEMO_STORE_ID });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${DEMO_STORE_ID}/landings`,
      headers: admin.headers,
      payload: {
        slug: 'Gran-Via',
        title: 'Tu móvil protegido en Gran Vía',
        branding: { accent: '#0055AA' },
        discount_id: discount.id,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'gran-via',
      discount_code: 'GRANVIA10',
      store_name: 'MóvilMarket Madrid Gran Vía',
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/stores-landings?filter[slug]=gran-via' });
    expect(page.json().data).toHaveLength(1);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/policies',
      payload: buildBooking({ store_id: DEMO_STORE_ID, discount_code: 'GRANVIA10' }),
    });
    expect(sale.statusCode).toBe(201);
    expect(sale.json()).toMatchObject({ store_id: DEMO_STORE_ID, discount: { code: 'GRANVIA10' } });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/policies',
      payload: buildBooking({ discount_code: 'GRANVIA10' }),
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe('Este código de descuento es de otra tienda');
  });

  it('refuses a taken slug, a bad slug, and a seller', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const post = (payload: object, headers = admin.headers) =>
      t.app.inject({ method: 'POST', url: `/api/stores/${DEMO_STORE_ID}/landings`, headers, payload });
    expect((await post({ slug: 'unica', title: 'Página' })).statusCode).toBe(201);
    expect((await post({ slug: 'unica', title: 'Otra' })).statusCode).toBe(409);
    const bad = await post({ slug: 'con espacios', title: 'Página' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/minúsculas, cifras y guiones/);
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    expect((await post({ slug: 'otra', title: 'Página' }, seller.headers)).statusCode).toBe(403);
  });
});
