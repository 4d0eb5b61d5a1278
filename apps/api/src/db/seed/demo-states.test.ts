import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PolicyStatus } from '@amparo/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { seedDemoClaims } from './seed-demo-claims.ts';
import { seedDemoNetwork } from './seed-demo-data.ts';
import { seedDemoHistory } from './seed-demo-history.ts';
import { seedDemoSales } from './seed-demo-sales.ts';

// What `npm start` shows must be a state the product can reach: a clerk or a tester who meets an
// impossible one on the first screen stops trusting every other figure. Each rule below is one of those.
const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-demo-states-')) } });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo data', () => {
  it('holds only states the product can reach', async () => {
    // The seed's clock, as at `npm start` (the bookings inside it read the real clock too).
    const now = new Date();
    await seedDemoNetwork(t.db);
    await seedDemoSales(t.db, now, 'http://localhost:3000');
    await seedDemoHistory(t.db, now, 'http://localhost:3000');
    await seedDemoClaims(t.db, t.app.services.files, now);

    // A policy in force has a paid receipt (cover starts with payment).
    const inForceUnpaid = await rows<{ number: string }>(sql`
      select p.number from policies p
      where p.status in (${PolicyStatus.ACTIVE_PAID_UNSIGNED}, ${PolicyStatus.ACTIVE_PAID_SIGNED})
        and not exists (select 1 from payments r where r.policy_id = p.id and r.deleted_at is null
                        and r.price_cents > 0 and r.pending_amount_cents = 0 and r.payment_date is not null)`);
    expect(inForceUnpaid).toEqual([]);

    // Nothing is paid or created after the seed ran.
    const seeded = new Date().toISOString();
    const future = await rows<{ what: string }>(sql`
      select 'receipt ' || id as what from payments where payment_date > ${seeded}
      union all select 'policy ' || number from policies where created_at > ${seeded}
      union all select 'claim ' || id from claims where created_at > ${seeded}`);
    expect(future).toEqual([]);

    // A receipt is paid in full or not at all, and a paid one has its payment date.
    const halfPaid = await rows<{ id: number }>(sql`
      select id from payments where deleted_at is null and price_cents > 0
        and ((pending_amount_cents = 0) <> (payment_date is not null))`);
    expect(halfPaid).toEqual([]);

    // A device is named once by its brand ('Xiaomi 15', not 'Xiaomi Xiaomi 15').
    const twice = await rows<{ name: string }>(sql`
      select name from policy_risks where name ~* '^(\\S+) \\1 '`);
    expect(twice).toEqual([]);
  });
});
