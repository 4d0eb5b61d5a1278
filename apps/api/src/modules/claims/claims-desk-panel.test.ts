import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClaimType, ProductType, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaim, seedClaimablePolicy, seedDeskCase } from '../../../test/claim-factories.ts';
import { ok } from '../../../test/claims.ts';
import { madridDay } from '../../../test/madrid-days.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, distributors, repairCenters, stores } from '../../db/schema/index.ts';

// The claims desk (docs/claims.md, Repair centers): assigning a repair center that repairs the product, and the
// dashboard panel (open claims by type and age, deadlines, the time to close) in the caller's scope.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-claims-panel-')) } });

type Headers = Record<string, string>;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dayOf = (n: number) => madridDay(daysAgo(n));

let centerCount = 0;
async function seedCenter(input: Partial<typeof repairCenters.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(repairCenters)
    .values({ name: `Taller ${++centerCount}`, product_type_ids: [ProductType.MOBILE], ...input })
    .returning();
  return row!;
}
const assign = (headers: Headers, claimId: number, repairCenterId: number | null | string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/claims/${claimId}/repair-center`,
    headers,
    payload: { repair_center_id: repairCenterId },
  });

describe('assigning a repair center', () => {
  it('assigns one that repairs phones, notes it internally, and takes it away with null', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, policy } = await seedDeskCase(t.db);
    const center = await seedCenter({ name: 'ReparaMóvil Centro' });

    const assigned = await ok(assign(handler.headers, claim.id, center.id));
    expect(assigned).toMatchObject({ repair_center_id: center.id, repair_center_name: 'ReparaMóvil Centro' });
    expect(assigned.history.at(-1)).toMatchObject({
      comment: 'Taller asignado: ReparaMóvil Centro',
      is_public: false,
    });
    // The customer's history does not show it.
    expect(assigned.statuses).toHaveLength(1);
    // The same center again is a replay.
    const replay = await ok(assign(handler.headers, claim.id, center.id));
    expect(replay.history).toHaveLength(assigned.history.length);
    const list = await ok(
      t.app.inject({
        method: 'GET',
        url: `/api/policy-claims?filter[repair_center_id]=${center.id}`,
        headers: handler.headers,
      }),
    );
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([claim.id]);

    const removed = await ok(assign(handler.headers, claim.id, null));
    expect(removed).toMatchObject({ repair_center_id: null, repair_center_name: null });
    expect(removed.history.at(-1)).toMatchObject({ comment: 'Taller retirado' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, String(claim.id)), eq(auditLog.action, 'claim.repair_center')));
    expect(audits.map((a) => a.after)).toEqual([{ repair_center_id: center.id }, { repair_center_id: null }]);
    expect(policy.product_type_id).toBe(ProductType.MOBILE);
  });

  it('refuses a center that does not repair the product, is inactive, deleted or unknown (422)', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim } = await seedDeskCase(t.db);
    const scooters = await seedCenter({ name: 'Patinetes Sur', product_type_ids: [ProductType.SCOOTER] });
    const inactive = await seedCenter({ name: 'Taller Cerrado', active: false });
    const deleted = await seedCenter({ deleted_at: new Date() });
    const refusal = async (id: number | string) => {
      const res = await assign(handler.headers, claim.id, id);
      return [res.statusCode, res.json().code, res.json().message];
    };
    expect(await refusal(scooters.id)).toEqual([
      422,
      'REPAIR_CENTER_WRONG_PRODUCT',
      expect.stringMatching(/^El taller Patinetes Sur no repara productos de tipo /),
    ]);
    expect(await refusal(inactive.id)).toEqual([
      422,
      'REPAIR_CENTER_INACTIVE',
      'El taller Taller Cerrado está inactivo: no admite siniestros',
    ]);
    expect(await refusal(deleted.id)).toEqual([
      422,
      'REPAIR_CENTER_UNAVAILABLE',
      'Ese taller no existe o se ha dado de baja',
    ]);
    expect(await refusal(999_999)).toEqual([422, 'REPAIR_CENTER_UNAVAILABLE', expect.any(String)]);
    expect(await refusal('uno')).toEqual([
      400,
      'VALIDATION_FAILED',
      expect.stringMatching(/Indica el taller/),
    ]);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/claims/${claim.id}/repair-center`,
      headers: handler.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses drafts and closed claims (409), and callers who do not manage claims (403)', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const center = await seedCenter();
    const closed = await seedDeskCase(t.db, { claim: { internal_status: 2, closed_at: new Date() } });
    const draft = await seedClaim(t.db, { policyId: closed.policy.id, riskId: closed.risk.id });
    const onClosed = await assign(handler.headers, closed.claim.id, center.id);
    expect([onClosed.statusCode, onClosed.json().code]).toEqual([409, 'CLAIM_CLOSED_FOR_DESK']);
    const onDraft = await assign(handler.headers, draft.claim.id, center.id);
    expect([onDraft.statusCode, onDraft.json().code]).toEqual([409, 'CLAIM_NOT_SENT']);
    const agent = await seedSession(t.db, Role.AGENT);
    expect((await assign(agent.headers, closed.claim.id, center.id)).statusCode).toBe(403);
  });
});

describe('the dashboard panel', () => {
  it("counts the open claims of the caller's scope by type and age, deadlines, and the time to close", async () => {
    const [distributor] = await t.db.insert(distributors).values({ name: 'Panel Móviles SL' }).returning();
    const [store] = await t.db
      .insert(stores)
      .values({ distributor_id: distributor!.id, code: 'PANEL-001', name: 'Panel Centro' })
      .returning();
    const seller = await seedSession(t.db, Role.STORE_SELLER, { storeIds: [store!.id] });
    const { policy, risk } = await seedClaimablePolicy(t.db, {
      store_id: store!.id,
      distributor_id: distributor!.id,
    });
    const target = { policyId: policy.id, riskId: risk.id };
    const sent = (days: number, input: Parameters<typeof seedClaim>[2] = {}) =>
      seedClaim(t.db, target, {
        sent: true,
        sent_at: daysAgo(days),
        occurred_on: dayOf(days + 1),
        ...input,
      });
    // Open: water damage sent today; a front screen 10 days ago; another 29 days ago (the desk's
    // 30-day target is near); water damage 45 days ago with its documents rejected (past the 40 days).
    await sent(0);
    await sent(10, { claim_type_id: ClaimType.FRONT_SCREEN_BREAK });
    await sent(29, { claim_type_id: ClaimType.FRONT_SCREEN_BREAK });
    await sent(45, { internal_status: 4 });
    // Closed in the last 90 days after 6 and 3 days; one closed long ago; a draft.
    await sent(10, { internal_status: 2, closed_at: daysAgo(4) });
    await sent(20, {
      internal_status: 2,
      closed_at: daysAgo(17),
      notify_denied: true,
      denial_reason: 'Excluido',
    });
    await sent(200, { internal_status: 2, closed_at: daysAgo(100) });
    await seedClaim(t.db, target);
    // Elsewhere: not the seller's.
    await seedDeskCase(t.db);

    const panel = await ok(
      t.app.inject({ method: 'GET', url: '/api/claims-dashboard', headers: seller.headers }),
    );
    expect(panel).toEqual({
      open_by_type: [
        {
          claim_type_id: ClaimType.FRONT_SCREEN_BREAK,
          claim_type_name: expect.any(String),
          under_7_days: 0,
          from_7_to_30_days: 2,
          over_30_days: 0,
          total: 2,
        },
        {
          claim_type_id: ClaimType.WATER_DAMAGE,
          claim_type_name: expect.any(String),
          under_7_days: 1,
          from_7_to_30_days: 0,
          over_30_days: 1,
          total: 2,
        },
      ],
      open_total: 4,
      deadlines_near: 1,
      deadlines_late: 1,
      average_days_to_close: 4.5,
      closed_last_90_days: 2,
    });

    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const all = await ok(
      t.app.inject({ method: 'GET', url: '/api/claims-dashboard', headers: handler.headers }),
    );
    expect(all.open_total).toBeGreaterThan(panel.open_total);
    const expert = await seedSession(t.db, Role.EXPERT);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/claims-dashboard', headers: expert.headers }))
        .statusCode,
    ).toBe(403);
  });
});
