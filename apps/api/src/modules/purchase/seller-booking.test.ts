import { Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { buildBooking } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policies } from '../../db/schema/index.ts';

// docs/product-decisions.md: a store seller signed in on the web books as that seller (the web sends
// their login with the booking); a login that no longer works books as a customer.

const t = useTestApp();
const book = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/policies', payload: buildBooking(), headers });
const rowOf = async (id: number) => (await t.db.select().from(policies).where(eq(policies.id, id)))[0];

describe('POST /api/policies with a store seller signed in', () => {
  it("records the seller and credits the sale to the seller's store", async () => {
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const res = await book(seller.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().store_id).toBe(DEMO_STORE_ID);
    expect(await rowOf(res.json().id)).toMatchObject({
      store_id: DEMO_STORE_ID,
      seller_user_id: seller.user.id,
    });
  });

  it('books as a customer when the login is dead: the sale is never blocked', async () => {
    const res = await book({ authorization: 'Bearer sesion-caducada-o-inventada' });
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().id)).toMatchObject({ store_id: null, seller_user_id: null });
  });
});
