import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProductType, Role } from '@amparo/domain';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { mailsTo, seedClaim, seedDeskCase } from '../../../test/claim-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { claimDocuments, claimStatuses, claims, repairCenters } from '../../db/schema/index.ts';

// Changes of one claim that arrive at once (real concurrency on PostgreSQL; PGlite runs them one
// after the other): whatever the order, the claim is never left in a state the rules forbid.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-claims-races-')) } });

const ROUNDS = 4;

describe('claims changed at once', () => {
  it('a send and the removal of a required file: never a sent claim without its documents', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { holder, policy, risk } = await seedDeskCase(t.db);
      const { claim, documents } = await seedClaim(
        t.db,
        { policyId: policy.id, riskId: risk.id },
        { documents: [{ type: 'invoice' }, { type: 'damage_photos' }] },
      );
      const [send, remove] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/send`, headers: holder.headers }),
        t.app.inject({
          method: 'DELETE',
          url: `/api/claims/${claim.id}/documents/${documents[0]!.id}`,
          headers: holder.headers,
        }),
      ]);
      const outcome = [send.statusCode, remove.statusCode];
      expect([
        [200, 409],
        [422, 200],
      ]).toContainEqual(outcome);
      const [row] = await t.db.select().from(claims).where(eq(claims.id, claim.id));
      const files = await t.db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id));
      if (row?.sent_at) expect(files.map((f) => f.type).sort()).toEqual(['damage_photos', 'invoice']);
      else expect(files.map((f) => f.type)).toEqual(['damage_photos']);
    }
  });

  it('two files rejected at once: both recorded, both mailed, the claim in status 4', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    for (let round = 0; round < ROUNDS; round++) {
      const { claim, invoice, photo, policy } = await seedDeskCase(t.db);
      const reject = (documentId: number, reason: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/claims/${claim.id}/documents/${documentId}/review`,
          headers: handler.headers,
          payload: { decision: 'rejected', reason },
        });
      const answers = await Promise.all([
        reject(invoice.id, 'Factura ilegible'),
        reject(photo.id, 'Foto borrosa'),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const [row] = await t.db.select().from(claims).where(eq(claims.id, claim.id));
      expect(row?.internal_status).toBe(4);
      expect(
        await t.db.select().from(claimStatuses).where(eq(claimStatuses.claim_id, claim.id)),
      ).toHaveLength(3);
      expect(await mailsTo(t.db, policy.email)).toHaveLength(2);
    }
  });

  it('a close and a denial at once: one wins, the other is told, one mail', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    for (let round = 0; round < ROUNDS; round++) {
      const { claim, policy } = await seedDeskCase(t.db);
      const change = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/claims/${claim.id}/status`,
          headers: handler.headers,
          payload,
        });
      const answers = await Promise.all([
        change({ status: 'closed', comment: 'Reparado' }),
        change({ status: 'denied', reason: 'Daño anterior a la póliza' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await mailsTo(t.db, policy.email)).toHaveLength(1);
      const history = await t.db.select().from(claimStatuses).where(eq(claimStatuses.claim_id, claim.id));
      expect(history).toHaveLength(2);
    }
  });

  it('assigning a repair center while it is deleted: never an open claim at a deleted center', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const admin = await seedSession(t.db, Role.ADMIN);
    for (let round = 0; round < ROUNDS; round++) {
      const { claim } = await seedDeskCase(t.db);
      const [center] = await t.db
        .insert(repairCenters)
        .values({ name: `Taller carrera ${round}`, product_type_ids: [ProductType.MOBILE] })
        .returning();
      const [assign, remove] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/claims/${claim.id}/repair-center`,
          headers: handler.headers,
          payload: { repair_center_id: center!.id },
        }),
        t.app.inject({ method: 'DELETE', url: `/api/repair_centers/${center!.id}`, headers: admin.headers }),
      ]);
      expect([
        [200, 409],
        [422, 204],
      ]).toContainEqual([assign.statusCode, remove.statusCode]);
    }
    const stranded = await t.db
      .select({ id: claims.id })
      .from(claims)
      .innerJoin(repairCenters, eq(repairCenters.id, claims.repair_center_id))
      .where(
        and(isNotNull(repairCenters.deleted_at), ne(claims.internal_status, 2), isNull(claims.closed_at)),
      );
    expect(stranded).toEqual([]);
  });
});
