import { Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

/** Path params filled with an id that does not exist, and a malformed one. */
const withIds = (url: string, id: string) => url.replace(/:[a-zA-Z]+/g, id);

/**
 * Every status a route answers is declared in its schema, so the OpenAPI
 * document tells the truth. Each route is called as anonymous, as
 * admin and as a store seller, with an unknown id, a malformed id, an empty
 * body and a body of the wrong type: what comes back must be listed.
 */
describe('declared statuses', () => {
  it('every route declares the statuses it answers to bad, unknown and unauthorised calls', async () => {
    const headers = {
      anonymous: {},
      admin: (await seedSession(t.db, Role.ADMIN)).headers,
      seller: (await seedSession(t.db, Role.STORE_SELLER)).headers,
    };
    const undeclared: string[] = [];
    let calls = 0;
    for (const route of t.app.routeTable) {
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      for (const [caller, h] of Object.entries(headers)) {
        for (const id of ['987654', 'abc']) {
          for (const payload of hasBody ? [{}, { name: 42 }, []] : [undefined]) {
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: withIds(route.url, id),
              headers: h,
              ...(payload === undefined ? {} : { payload }),
            });
            calls++;
            const status = String(res.statusCode);
            if (!route.statuses.includes(status)) {
              undeclared.push(
                `${route.method} ${route.url} as ${caller} (${id}): ${status} ${res.json().code}`,
              );
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect([...new Set(undeclared)]).toEqual([]);
  }, 120_000); // about 700 calls: slow on a shared machine
});
