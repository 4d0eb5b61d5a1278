import { Role } from '@amparo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { buildBooking } from '../../../test/factories.ts';
import { madridDay, madridDayFrom } from '../../../test/madrid-days.ts';
import { statementsDuring } from '../../../test/statement-log.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let inStore: { id: number };
let online: { id: number };

beforeAll(async () => {
  const book = async (body: Record<string, unknown>) =>
    (await t.app.inject({ method: 'POST', url: '/api/policies', payload: body })).json();
  inStore = await book(buildBooking({ store_id: DEMO_STORE_ID }));
  online = await book(buildBooking());
});

const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

// The staff list without a search runs prepared statements, one shape per scope, filters set and
// sort (policy-list-shapes.ts, bench:api): the values change, the texts do not.
describe('GET /api/policies without a search', () => {
  it('runs the same five statements for any value of the same filters', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const list = async (query: string) => {
      let body: { data: { id: number }[] } = { data: [] };
      const texts = await statementsDuring(t.db, async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/policies?${query}`,
          headers: admin.headers,
        });
        expect(res.statusCode).toBe(200);
        body = res.json();
      });
      return { texts, ids: ids(body) };
    };
    const drafts = await list('filter[status]=1');
    expect(drafts.ids).toEqual([online.id, inStore.id]);
    expect(drafts.texts).toHaveLength(5);
    const active = await list('filter[status]=2');
    expect(active.ids).toEqual([]);
    const inOneStore = await list(`filter[status]=1&filter[store_id]=${DEMO_STORE_ID}`);
    expect(inOneStore.ids).toEqual([inStore.id]);
    expect(drafts.texts.filter((text) => / in \(/.test(text))).toEqual([]);
    // No rows to read: the page's ids and the count only.
    expect(active.texts).toEqual(drafts.texts.slice(0, 4));
  });

  it('filters by the day taken, in the scope of a store seller', async () => {
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const today = madridDay();
    const yesterday = madridDayFrom(-1);
    const list = async (query: string) =>
      ids(
        (
          await t.app.inject({ method: 'GET', url: `/api/policies?${query}`, headers: seller.headers })
        ).json(),
      );
    expect(await list(`filter[from]=${today}&filter[to]=${today}`)).toEqual([inStore.id]);
    expect(await list(`filter[to]=${yesterday}`)).toEqual([]);
    expect(await list(`filter[from]=${today}&filter[status]=1`)).toEqual([inStore.id]);
  });
});
