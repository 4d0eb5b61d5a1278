import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClaimType, ProductType, Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { seedClaim, seedClaimablePolicy, seedScooterPolicy } from '../../../test/claim-factories.ts';
import { declare, ok, yesterday } from '../../../test/claims.ts';
import { madridDayFrom } from '../../../test/madrid-days.ts';
import { useTestApp } from '../../../test/test-app.ts';

// Claims seen by staff (docs/claims.md, The claims desk): the desk's list across policies, its filters and CSV, and the
// policies' scope rules (a store seller sees its store's claims only).

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-claims-desk-')) } });

type Item = {
  id: number;
  number: string | null;
  is_draft: boolean;
  deadline_state: string;
  status_label: string;
  internal_status: number;
};

describe('the claims desk', () => {
  it('lists sent claims with filters and pages, drafts only when asked, and exports them as CSV', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const inStore = await seedClaimablePolicy(t.db, {
      store_id: DEMO_STORE_ID,
      distributor_id: DEMO_DISTRIBUTOR_ID,
    });
    const direct = await seedClaimablePolicy(t.db);
    const scooter = await seedScooterPolicy(t.db);
    const storeClaim = await seedClaim(
      t.db,
      { policyId: inStore.policy.id, riskId: inStore.risk.id },
      { sent: true },
    );
    // Reported 20 days after the loss and still open: past the 7 days of art. 16.
    const late = await seedClaim(
      t.db,
      { policyId: direct.policy.id, riskId: direct.risk.id },
      { sent: true, occurred_on: madridDayFrom(-20) },
    );
    const scooterClaim = await seedClaim(
      t.db,
      { policyId: scooter.policy.id, riskId: scooter.risk.id },
      { sent: true, claim_type_id: ClaimType.SCOOTER_ROBBERY },
    );
    const draft = await seedClaim(t.db, { policyId: direct.policy.id, riskId: direct.risk.id });
    const denied = await seedClaim(
      t.db,
      { policyId: direct.policy.id, riskId: direct.risk.id },
      { sent: true, internal_status: 2, notify_denied: true, denial_reason: 'Daños anteriores a la póliza' },
    );

    const list = async (query = '') =>
      (
        await ok(
          t.app.inject({
            method: 'GET',
            url: `/api/policy-claims?per_page=200${query}`,
            headers: handler.headers,
          }),
        )
      ).data as Item[];
    const ids = (items: Item[]) => items.map((i) => i.id);

    const all = await list();
    expect(ids(all)).toEqual(
      expect.arrayContaining([storeClaim.claim.id, late.claim.id, scooterClaim.claim.id]),
    );
    expect(ids(all)).not.toContain(draft.claim.id);
    expect(all.find((i) => i.id === late.claim.id)).toMatchObject({
      deadline_state: 'late',
      status_label: 'ABIERTO',
    });
    // A denial reads as such to staff (the customer's label stays CERRADO).
    expect(all.find((i) => i.id === denied.claim.id)).toMatchObject({
      status_label: 'DENEGADO',
      notify_denied: true,
    });
    expect(ids(await list('&filter[status]=draft'))).toContain(draft.claim.id);
    expect(ids(await list(`&filter[store_id]=${DEMO_STORE_ID}`))).toEqual([storeClaim.claim.id]);
    expect(ids(await list(`&filter[product_type_id]=${ProductType.SCOOTER}`))).toEqual([
      scooterClaim.claim.id,
    ]);
    expect(ids(await list(`&filter[claim_type_id]=${ClaimType.SCOOTER_ROBBERY}`))).toEqual([
      scooterClaim.claim.id,
    ]);
    expect(await list('&filter[from]=2020-01-01&filter[to]=2020-12-31')).toEqual([]);
    // Closed includes the denied ones (closed, with the denial told to the customer).
    const closed = await list('&filter[status]=closed');
    expect(closed).toEqual(all.filter((i) => i.internal_status === 2));
    expect(ids(closed)).toContain(denied.claim.id);
    const page = await ok(
      t.app.inject({ method: 'GET', url: '/api/policy-claims?per_page=2&page=1', headers: handler.headers }),
    );
    expect(page.data).toHaveLength(2);
    expect(page.meta.total).toBeGreaterThanOrEqual(3);

    const { token } = await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/exports/token',
        headers: handler.headers,
        payload: { resource: 'policy-claims' },
      }),
      201,
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/policy-claims?export_csv=1&token=${token}&filter[product_type_id]=${ProductType.SCOOTER}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Siniestro;Póliza;Tomador;Producto;Tipo de siniestro;Estado/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(scooterClaim.claim.number!);
  });

  it("holds staff to the policies' scope, and lets claims staff declare for a customer", async () => {
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const expert = await seedSession(t.db, Role.EXPERT);
    const agent = await seedSession(t.db, Role.AGENT);
    const theirs = await seedClaimablePolicy(t.db, { store_id: DEMO_STORE_ID });
    const elsewhere = await seedClaimablePolicy(t.db);
    const mine = await seedClaim(
      t.db,
      { policyId: theirs.policy.id, riskId: theirs.risk.id },
      { sent: true },
    );
    const other = await seedClaim(
      t.db,
      { policyId: elsewhere.policy.id, riskId: elsewhere.risk.id },
      { sent: true },
    );

    const get = (headers: Record<string, string>, id: number) =>
      t.app.inject({ method: 'GET', url: `/api/claims/${id}`, headers });
    expect((await get(seller.headers, mine.claim.id)).statusCode).toBe(200);
    expect((await get(seller.headers, other.claim.id)).statusCode).toBe(404);
    expect((await get(expert.headers, mine.claim.id)).statusCode).toBe(403);
    const sellerList = await ok(
      t.app.inject({ method: 'GET', url: '/api/policy-claims?per_page=200', headers: seller.headers }),
    );
    expect(sellerList.data.map((i: Item) => i.id)).toContain(mine.claim.id);
    expect(sellerList.data.map((i: Item) => i.id)).not.toContain(other.claim.id);

    const body = {
      claim_type_id: ClaimType.MISC_BREAKS,
      occurred_at: yesterday(),
      description: 'El cliente llama: la cámara trasera no enfoca tras un golpe',
    };
    // Agents read claims but do not declare them; claims handlers do, for the customer.
    expect(
      (await declare(t, agent.headers, { policyId: elsewhere.policy.id, riskId: elsewhere.risk.id }, body))
        .statusCode,
    ).toBe(403);
    const byStaff = await ok(
      declare(t, handler.headers, { policyId: elsewhere.policy.id, riskId: elsewhere.risk.id }, body),
      201,
    );
    expect(byStaff).toMatchObject({ source: 'staff', is_draft: true });

    // A role without claims.manage is refused before its body is read: 403, not the body's 400.
    const garbage = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${elsewhere.policy.id}/risks/${elsewhere.risk.id}/claims`,
      headers: { ...agent.headers, 'content-type': 'application/json' },
      payload: '{"claim_type_id": ',
    });
    expect(garbage.statusCode).toBe(403);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${byStaff.id}/documents`,
      headers: { ...expert.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'no es un formulario',
    });
    expect(upload.statusCode).toBe(403);
  });
});
