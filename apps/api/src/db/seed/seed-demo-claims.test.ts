import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role } from '@amparo/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { ok } from '../../../test/claims.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { claims, repairCenters } from '../schema/index.ts';
import { seedDemoClaims } from './seed-demo-claims.ts';
import { seedDemoSales } from './seed-demo-sales.ts';

// The claims desk's demo data (npm start): repair centers, and claims of the demo customer in
// every state, consistent with the claims rules (the desk reads them like any other).

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-demo-claims-')) } });

describe('the demo claims', () => {
  it('writes three repair centers and claims in every state once, which the desk reads', async () => {
    await seedDemoSales(t.db, new Date(), 'http://localhost:3000');
    const started = performance.now();
    await seedDemoClaims(t.db, t.app.services.files, new Date());
    expect(performance.now() - started).toBeLessThan(5_000);
    await seedDemoClaims(t.db, t.app.services.files, new Date());
    expect((await t.db.select({ n: count() }).from(repairCenters))[0]?.n).toBe(3);
    expect((await t.db.select({ n: count() }).from(claims))[0]?.n).toBe(5);

    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const list = await ok(
      t.app.inject({ method: 'GET', url: '/api/policy-claims?per_page=50', headers: handler.headers }),
    );
    expect(list.data.map((c: { status_label: string }) => c.status_label).sort()).toEqual([
      'ABIERTO',
      'CERRADO',
      'DENEGADO',
      'FALTA DOCUMENTACIÓN',
    ]);
    const desk = async (id: number) =>
      ok(t.app.inject({ method: 'GET', url: `/api/claims/${id}/desk`, headers: handler.headers }));
    const byLabel = (label: string) =>
      list.data.find((c: { status_label: string }) => c.status_label === label);
    const open = await desk(byLabel('ABIERTO').id);
    expect(open).toMatchObject({
      checklist: { is_complete: true },
      repair_center_name: 'ReparaMóvil Madrid Centro',
      evaluation_photos: [{ side: 'front' }, { side: 'back' }],
    });
    const photo = await t.app.inject({
      method: 'GET',
      url: open.documents[1].url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const rejected = await desk(byLabel('FALTA DOCUMENTACIÓN').id);
    expect(rejected.checklist.missing).toEqual(['invoice']);
    const panel = await ok(
      t.app.inject({ method: 'GET', url: '/api/claims-dashboard', headers: handler.headers }),
    );
    expect(panel).toMatchObject({ open_total: 2, closed_last_90_days: 2 });
  });
});
