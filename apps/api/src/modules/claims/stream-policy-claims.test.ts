import { Role } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { seedClaim, seedClaimablePolicy } from '../../../test/claim-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { claims } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';
import { streamPolicyClaims } from './list-policy-claims.ts';

// The claims desk's CSV export read in keyset chunks: every claim once, in the list's
// order, whatever the chunk size, even when many share the same instant.
const t = useTestApp();
let storeClaimIds: number[] = [];

beforeAll(async () => {
  const inStore = await seedClaimablePolicy(t.db, { store_id: DEMO_STORE_ID });
  const online = await seedClaimablePolicy(t.db);
  for (let i = 0; i < 5; i++) {
    const { claim } = await seedClaim(
      t.db,
      { policyId: inStore.policy.id, riskId: inStore.risk.id },
      { sent: true },
    );
    storeClaimIds.push(claim.id);
  }
  for (let i = 0; i < 4; i++) {
    await seedClaim(t.db, { policyId: online.policy.id, riskId: online.risk.id }, { sent: true });
  }
  // Same declaration instant, down to the microsecond, for all of them: only the id orders them.
  await t.db.update(claims).set({ sent_at: sql`timestamptz '2026-05-05 10:00:00.123456+00'` });
  storeClaimIds = storeClaimIds.sort((a, b) => b - a);
});

const actorOf = async (role: Role): Promise<Actor> => {
  const { user } = await seedSession(t.db, role);
  return {
    id: user.id,
    role,
    email: user.email,
    name: user.name,
    tokenId: 0,
    tokenPurpose: 'login',
    scope: null,
    distributorIds: [],
    storeIds: role === Role.STORE_SELLER ? [DEMO_STORE_ID] : [],
  };
};

async function collect(actor: Actor, chunk: number) {
  const ids: number[] = [];
  let chunks = 0;
  for await (const rows of streamPolicyClaims(t.db, actor, {}, new Date(), chunk)) {
    chunks += 1;
    ids.push(...rows.map((row) => row.id));
  }
  return { ids, chunks };
}

describe('streamPolicyClaims', () => {
  it('gives every claim once, newest first, in chunks of any size', async () => {
    const admin = await actorOf(Role.ADMIN);
    const whole = await collect(admin, 1000);
    expect(whole.ids).toHaveLength(9);
    expect(whole.ids).toEqual([...whole.ids].sort((a, b) => b - a));
    for (const size of [1, 2, 4]) {
      const chunked = await collect(admin, size);
      expect(chunked.ids).toEqual(whole.ids);
      expect(chunked.chunks).toBe(Math.ceil(9 / size));
    }
  });

  it("keeps a store's staff to its store's claims", async () => {
    const seller = await actorOf(Role.STORE_SELLER);
    expect((await collect(seller, 2)).ids).toEqual(storeClaimIds);
  });
});
