import { Role } from '@amparo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from '../test/auth-helpers.ts';
import { seedClaim } from '../test/claim-factories.ts';
import { seedPolicy, seedReceipts } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { distributors, stores } from './db/schema/index.ts';

// Staff of a distributor or a store see only their part of the data everywhere: every list
// and every CSV export, read from outside as a person would. One policy per corner of the network; each
// caller must find exactly its own policies' numbers in each answer (an admin finds all, so the test can
// fail), whatever the list's shape.

type Corner = 'storeA1' | 'storeA2' | 'storeB' | 'direct';
type Caller = 'admin' | 'sellerA1' | 'managerA' | 'managerB';

const SEES: Record<Caller, Corner[]> = {
  admin: ['storeA1', 'storeA2', 'storeB', 'direct'],
  sellerA1: ['storeA1'],
  managerA: ['storeA1', 'storeA2'],
  managerB: ['storeB'],
};

/** Lists, and which callers may open each (the others get 403, checked by the authorization matrix). */
const LISTS: { url: string; callers: Caller[] }[] = [
  { url: '/api/policies?per_page=200', callers: ['admin', 'sellerA1', 'managerA', 'managerB'] },
  { url: '/api/policy-claims?per_page=200', callers: ['admin', 'sellerA1', 'managerA', 'managerB'] },
  { url: '/api/payments?per_page=200', callers: ['admin', 'sellerA1', 'managerA', 'managerB'] },
];

const EXPORTS: { resource: string; url: string; callers: Caller[] }[] = [
  { resource: 'policies', url: '/api/policies', callers: ['admin', 'managerA', 'managerB'] },
  {
    resource: 'policy-claims',
    url: '/api/policy-claims',
    callers: ['admin', 'sellerA1', 'managerA', 'managerB'],
  },
  { resource: 'payments', url: '/api/payments', callers: ['admin', 'sellerA1', 'managerA', 'managerB'] },
];

/** The network's own lists, read with the stores' codes and the distributors' names as markers. */
const NETWORK_LISTS = ['/api/stores?per_page=200', '/api/stores-priv?per_page=200'];
const NETWORK_EXPORTS = [
  { resource: 'stores-priv', url: '/api/stores-priv' },
  { resource: 'distributors', url: '/api/distributors' },
];
const STORE_CODES: Partial<Record<Corner, string>> = {
  storeA1: 'MM-MAD-001',
  storeA2: 'TEN-A2',
  storeB: 'TEN-B1',
};
const DISTRIBUTORS_SEEN: Record<Caller, string[]> = {
  admin: ['Banco Tenant B', 'MóvilMarket'],
  sellerA1: ['MóvilMarket'],
  managerA: ['MóvilMarket'],
  managerB: ['Banco Tenant B'],
};
const CALLERS: Caller[] = ['admin', 'sellerA1', 'managerA', 'managerB'];

describe('tenant scope across every list and export', () => {
  const t = useTestApp();
  const numbers = {} as Record<Corner, string>;
  const headers = {} as Record<Caller, { authorization: string }>;

  beforeAll(async () => {
    const [otherDistributor] = await t.db
      .insert(distributors)
      .values({ name: 'Banco Tenant B' })
      .returning({ id: distributors.id });
    const [storeA2, storeB] = await t.db
      .insert(stores)
      .values([
        { distributor_id: DEMO_DISTRIBUTOR_ID, code: 'TEN-A2', name: 'Tienda A2' },
        { distributor_id: otherDistributor!.id, code: 'TEN-B1', name: 'Oficina B1' },
      ])
      .returning({ id: stores.id });
    const placement: Record<Corner, { store_id: number | null; distributor_id: number | null }> = {
      storeA1: { store_id: DEMO_STORE_ID, distributor_id: DEMO_DISTRIBUTOR_ID },
      storeA2: { store_id: storeA2!.id, distributor_id: DEMO_DISTRIBUTOR_ID },
      storeB: { store_id: storeB!.id, distributor_id: otherDistributor!.id },
      direct: { store_id: null, distributor_id: null },
    };
    for (const [corner, where] of Object.entries(placement) as [Corner, (typeof placement)[Corner]][]) {
      const { policy, risk } = await seedPolicy(t.db, {
        ...where,
        number: `AMP-TEN-${corner.toUpperCase()}`,
      });
      await seedReceipts(t.db, policy.id);
      await seedClaim(t.db, { policyId: policy.id, riskId: risk.id }, { sent: true });
      numbers[corner] = policy.number;
    }
    headers.admin = (await seedSession(t.db, Role.ADMIN)).headers;
    headers.sellerA1 = (await seedSession(t.db, Role.STORE_SELLER, { storeIds: [DEMO_STORE_ID] })).headers;
    headers.managerA = (
      await seedSession(t.db, Role.DISTRIBUTOR_MANAGER, { distributorIds: [DEMO_DISTRIBUTOR_ID] })
    ).headers;
    headers.managerB = (
      await seedSession(t.db, Role.DISTRIBUTOR_MANAGER, { distributorIds: [otherDistributor!.id] })
    ).headers;
  });

  const cornersIn = (body: string) =>
    (Object.keys(numbers) as Corner[]).filter((corner) => body.includes(numbers[corner])).sort();
  const storesIn = (body: string) =>
    (Object.keys(STORE_CODES) as Corner[])
      .filter((corner) => body.includes(STORE_CODES[corner] ?? '-'))
      .sort();
  const storesSeen = (caller: Caller) => SEES[caller].filter((corner) => corner !== 'direct').sort();
  const distributorsIn = (body: string) =>
    DISTRIBUTORS_SEEN.admin.filter((name) => body.includes(name)).sort();
  const exported = async (caller: Caller, resource: string, url: string) => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/exports/token',
      headers: headers[caller],
      payload: { resource },
    });
    expect(issued.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}?export_csv=1&token=${issued.json().token}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    return res.body;
  };

  for (const caller of CALLERS) {
    for (const url of NETWORK_LISTS) {
      it(`${caller} reads only its own stores in ${url}`, async () => {
        const res = await t.app.inject({ method: 'GET', url, headers: headers[caller] });
        expect(res.statusCode).toBe(200);
        expect(storesIn(res.body)).toEqual(storesSeen(caller));
      });
    }
    it(`${caller} reads only its own distributors`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/distributors?per_page=200',
        headers: headers[caller],
      });
      expect(res.statusCode).toBe(200);
      expect(distributorsIn(res.body)).toEqual(DISTRIBUTORS_SEEN[caller]);
    });
    for (const csv of NETWORK_EXPORTS) {
      it(`${caller} exports only its own part of ${csv.url}`, async () => {
        const body = await exported(caller, csv.resource, csv.url);
        if (csv.resource === 'distributors') expect(distributorsIn(body)).toEqual(DISTRIBUTORS_SEEN[caller]);
        else expect(storesIn(body)).toEqual(storesSeen(caller));
      });
    }
  }

  for (const list of LISTS) {
    for (const caller of list.callers) {
      it(`${caller} reads only its own rows in ${list.url}`, async () => {
        const res = await t.app.inject({ method: 'GET', url: list.url, headers: headers[caller] });
        expect(res.statusCode).toBe(200);
        expect(cornersIn(res.body)).toEqual([...SEES[caller]].sort());
      });
    }
  }

  for (const csv of EXPORTS) {
    for (const caller of csv.callers) {
      it(`${caller} exports only its own rows from ${csv.url}`, async () => {
        expect(cornersIn(await exported(caller, csv.resource, csv.url))).toEqual([...SEES[caller]].sort());
      });
    }
  }
});
