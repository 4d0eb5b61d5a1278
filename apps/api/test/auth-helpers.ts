import type { Role } from '@amparo/domain';
import type { Executor } from '../src/db/client.ts';
import { userDistributors, userStores } from '../src/db/schema/index.ts';
import { issueToken } from '../src/services/tokens.ts';
import { type SeedUserInput, seedUser } from './factories.ts';

/** The demo distributor and store of the template (MóvilMarket, MM-MAD-001). */
export const DEMO_DISTRIBUTOR_ID = 1;
export const DEMO_STORE_ID = 1;

/** A user of the role with a live login token, assigned like a real one would be. */
export async function seedSession(
  db: Executor,
  role: Role,
  input: SeedUserInput & { distributorIds?: number[]; storeIds?: number[]; now?: Date } = {},
) {
  const { distributorIds, storeIds, now = new Date(), ...userInput } = input;
  const user = await seedUser(db, { role, ...userInput });
  const distributors = distributorIds ?? (role === 'distributor_manager' ? [DEMO_DISTRIBUTOR_ID] : []);
  const stores = storeIds ?? (role === 'store_seller' ? [DEMO_STORE_ID] : []);
  for (const id of distributors)
    await db.insert(userDistributors).values({ user_id: user.id, distributor_id: id });
  for (const id of stores) await db.insert(userStores).values({ user_id: user.id, store_id: id });
  const token = await issueToken(db, { purpose: 'login', userId: user.id, now });
  return { user, token: token.raw, headers: { authorization: `Bearer ${token.raw}` } };
}
