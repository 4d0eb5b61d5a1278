import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../test/factories.ts';
import { seedDistributor, seedStore } from '../../test/network-factories.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { userDistributors, userStores, users } from '../db/schema/index.ts';
import type { TokenRow } from '../services/tokens.ts';
import { loadActor } from './auth.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

const tokenOf = (userId: number) => ({ id: 99, user_id: userId, purpose: 'session' }) as TokenRow;

// loadActor reads the user and their distributors and stores in one statement (bench:api): each
// list must be the user's own links, not another user's, nor the other list, nor the user's id.
describe('loadActor', () => {
  it("reads the token's user with exactly their distributors and stores", async () => {
    const db = handle.db;
    const [d1, d2, d3] = [await seedDistributor(db), await seedDistributor(db), await seedDistributor(db)];
    const stores = [
      await seedStore(db, d1.id),
      await seedStore(db, d2.id),
      await seedStore(db, d3.id),
      await seedStore(db, d3.id),
    ];
    const manager = await seedUser(db, { role: 'distributor_manager' });
    const other = await seedUser(db, { role: 'store_seller' });
    await db.insert(userDistributors).values([
      { user_id: other.id, distributor_id: d1.id },
      { user_id: manager.id, distributor_id: d3.id },
      { user_id: manager.id, distributor_id: d2.id },
    ]);
    await db.insert(userStores).values([
      { user_id: other.id, store_id: stores[0]!.id },
      { user_id: manager.id, store_id: stores[3]!.id },
      { user_id: manager.id, store_id: stores[1]!.id },
    ]);

    const actor = await loadActor(db, tokenOf(manager.id));
    expect(actor).toMatchObject({
      id: manager.id,
      role: 'distributor_manager',
      email: manager.email,
      tokenId: 99,
      distributorIds: [d2.id, d3.id],
      storeIds: [stores[1]!.id, stores[3]!.id],
    });
    expect(await loadActor(db, tokenOf(other.id))).toMatchObject({
      distributorIds: [d1.id],
      storeIds: [stores[0]!.id],
    });
    const admin = await seedUser(db, { role: 'admin' });
    expect(await loadActor(db, tokenOf(admin.id))).toMatchObject({ distributorIds: [], storeIds: [] });
  });

  it('finds no actor for a deleted user or a token without one', async () => {
    const gone = await seedUser(handle.db);
    await handle.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, gone.id));
    expect(await loadActor(handle.db, tokenOf(gone.id))).toBeNull();
    expect(await loadActor(handle.db, { ...tokenOf(gone.id), user_id: null })).toBeNull();
  });
});
