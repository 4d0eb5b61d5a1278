import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDiscount } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { genericItems, productTypes } from '../../db/schema/index.ts';

const t = useTestApp();
const quote = (query: string) => t.app.inject({ method: 'GET', url: `/api/policies/price?${query}` });

async function itemId(model: string) {
  const [row] = await t.db.select().from(genericItems).where(eq(genericItems.model, model));
  return row!.id;
}

describe('GET /api/policies/price', () => {
  it('quotes the three mobile covers for a catalog phone, monthly', async () => {
    const res = await quote(
      `product_type_id=1&generic_item_id=${await itemId('iPhone 16 Pro')}&periodicity=1`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.device).toEqual({
      label: 'Apple iPhone 16 Pro',
      brand: 'Apple',
      model: 'iPhone 16 Pro',
      value: 121_900,
    });
    // 1.219 € falls in the 1.000-1.500 € band of the seeded products.
    expect(body.coverages.map((c: { tier: string; price: number }) => [c.tier, c.price])).toEqual([
      ['basic', 895],
      ['intermediate', 1195],
      ['top', 1495],
    ]);
    expect(body.coverages[2]).toMatchObject({
      price_monthly_label: '14,95',
      price_yearly_label: '156,98',
      first_year_total: 17_940,
    });
  });

  it('charges the yearly price per receipt with periodicity 12 (spec 4)', async () => {
    const res = await quote('product_type_id=1&device_value=25000&periodicity=12');
    const top = res.json().coverages.find((c: { tier: string }) => c.tier === 'top');
    expect(top).toMatchObject({
      price: 8348,
      price_yearly: 8348,
      price_monthly: 795,
      price_yearly_label: '83,48',
    });
  });

  it('applies a valid discount code and explains an expired one', async () => {
    const valid = await seedDiscount(t.db, { code: 'VERANO15', value: 1500 });
    const res = await quote(
      `product_type_id=1&device_value=25000&periodicity=1&discount_code=${valid.code.toLowerCase()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().discount).toMatchObject({ code: 'VERANO15', label: '15 % de descuento' });
    expect(res.json().coverages[0]).toMatchObject({ price_monthly: 395, discounted_monthly: 336 });
    await seedDiscount(t.db, { code: 'VIEJO', valid_to: '2020-01-31' });
    const expired = await quote('product_type_id=1&device_value=25000&discount_code=VIEJO');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('Este código de descuento ha caducado');
    const unknown = await quote('product_type_id=1&device_value=25000&discount_code=NOEXISTE');
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    {
      what: 'an unknown product type (spec 8)',
      query: 'product_type_id=2&device_value=25000',
      status: 404,
      message: 'Producto no encontrado: 2',
    },
    {
      what: 'no device nor value',
      query: 'product_type_id=1',
      status: 400,
      message: 'Indica el dispositivo o su valor',
    },
    {
      what: 'a value no band covers',
      query: 'product_type_id=3&device_value=900000',
      status: 422,
      message: 'No podemos asegurar un dispositivo de 9.000,00 € con este seguro',
    },
    {
      what: 'a periodicity of 6',
      query: 'product_type_id=1&device_value=25000&periodicity=6',
      status: 400,
      message: /mensual o anual/,
    },
    {
      what: 'an unknown catalog item',
      query: 'product_type_id=1&generic_item_id=99999',
      status: 404,
      message: 'Dispositivo no encontrado en el catálogo',
    },
  ])('answers $what with $status', async ({ query, status, message }) => {
    const res = await quote(query);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  it("says 'Producto sin referencia definida' for a product type without reference (spec 8)", async () => {
    await t.db.update(productTypes).set({ reference: null }).where(eq(productTypes.id, 7));
    const res = await quote('product_type_id=7&device_value=50000');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Producto sin referencia definida');
  });
});
