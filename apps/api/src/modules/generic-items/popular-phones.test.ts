import { describe, expect, it } from 'vitest';
import { seedPolicy } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedCatalog } from '../../db/seed/index.ts';

const t = useTestApp();

type Item = { brand: string; model: string };
const popular = async (): Promise<Item[]> =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/generic_items?filter[kind]=mobile&filter[active]=true&per_page=12',
    })
  ).json().data;

describe("'/destacados': the most insured phones", () => {
  it('puts first the models with most phones insured, and is not an alphabetical list of Apple and Google', async () => {
    await seedCatalog(t.db);
    await seedPolicy(t.db, { brand: 'Samsung', model: 'Galaxy A55 5G' });
    await seedPolicy(t.db, { brand: 'Samsung', model: 'Galaxy A55 5G' });
    await seedPolicy(t.db, { brand: 'Xiaomi', model: 'Redmi Note 13' });
    const list = await popular();
    expect(list).toHaveLength(12);
    expect(list.slice(0, 2).map((item) => `${item.brand} ${item.model}`)).toEqual([
      'Samsung Galaxy A55 5G',
      'Xiaomi Redmi Note 13',
    ]);
    expect(new Set(list.map((item) => item.brand)).size).toBeGreaterThan(3);
  });

  it('a search still lists brand by brand', async () => {
    await seedCatalog(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/generic_items?filter[search]=galaxy%20s24' });
    expect(res.json().data.map((item: Item) => item.model)).toEqual([
      'Galaxy S24 Ultra',
      'Galaxy S24+',
      'Galaxy S24',
      'Galaxy S24 FE',
    ]);
  });
});
