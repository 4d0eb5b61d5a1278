import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClaimType, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaimablePolicy } from '../../../test/claim-factories.ts';
import { declare, keptClaimFiles, ok, uploadJson, yesterday } from '../../../test/claims.ts';
import { plainImage, tinyPdf } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, claimDocuments, claims, jobs } from '../../db/schema/index.ts';
import { buildJobHandlers } from '../../jobs/handlers.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { seedSchedules } from '../../jobs/schedules.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { DRAFT_SWEEP_QUEUE, sweepAbandonedDrafts } from './sweep-abandoned-drafts.ts';

// Claim drafts nobody changed for 30 days go, with their documents' rows and files (docs/claims.md).
const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-draft-sweep-'));
const t = useTestApp({ env: { AMPARO_DATA_DIR: dataDir } });
const DAY = 24 * 60 * 60 * 1000;

/** A water-damage draft with an invoice and a photo uploaded. */
async function draftWithDocuments() {
  const holder = await seedSession(t.db, Role.POLICYHOLDER);
  const { policy, risk } = await seedClaimablePolicy(t.db, { policyholder_id: holder.user.id });
  const draft = await ok(
    declare(
      t,
      holder.headers,
      { policyId: policy.id, riskId: risk.id },
      {
        claim_type_id: ClaimType.WATER_DAMAGE,
        occurred_at: yesterday(),
        description: 'Se me cayó el móvil a la piscina y ya no enciende',
      },
    ),
    201,
  );
  await ok(uploadJson(t, holder.headers, draft.id, 'invoice', tinyPdf(), 'factura.pdf'), 201);
  await ok(
    uploadJson(t, holder.headers, draft.id, 'damage_photos', await plainImage('png'), 'foto.png'),
    201,
  );
  expect(keptClaimFiles(dataDir, draft.id)).toHaveLength(2);
  return draft.id as number;
}

const age = (claimId: number, days: number, sent = false) => {
  const then = new Date(Date.now() - days * DAY);
  return t.db
    .update(claims)
    .set({
      updated_at: then,
      ...(sent ? { sent_at: then, number: `SIN-2026-${String(claimId).padStart(6, '0')}` } : {}),
    })
    .where(eq(claims.id, claimId));
};
const claimRow = (id: number) => t.db.select().from(claims).where(eq(claims.id, id));
const documentRows = (id: number) =>
  t.db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, id));

describe('sweeping abandoned claim drafts', () => {
  it('deletes an old draft with its files, keeps a recent draft and a sent claim; twice is harmless', async () => {
    const old = await draftWithDocuments();
    await age(old, 31);
    const recent = await draftWithDocuments();
    await age(recent, 29);
    const sent = await draftWithDocuments();
    await age(sent, 90, true);

    expect(await sweepAbandonedDrafts(t.db, t.app.services.files, new Date())).toBeGreaterThanOrEqual(1);
    expect(await claimRow(old)).toHaveLength(0);
    expect(await documentRows(old)).toHaveLength(0);
    expect(keptClaimFiles(dataDir, old)).toHaveLength(0);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'claim.draft_swept'), eq(auditLog.entity_id, String(old))));
    expect(audits).toHaveLength(1);

    for (const kept of [recent, sent]) {
      expect(await claimRow(kept)).toHaveLength(1);
      expect(await documentRows(kept)).toHaveLength(2);
      expect(keptClaimFiles(dataDir, kept)).toHaveLength(2);
    }

    // Again: nothing more goes, nothing fails.
    expect(await sweepAbandonedDrafts(t.db, t.app.services.files, new Date())).toBe(0);
    expect(await claimRow(recent)).toHaveLength(1);
    expect(await claimRow(sent)).toHaveLength(1);
  });

  it('queues tomorrow at 03:00 UTC once', async () => {
    const now = new Date('2026-11-23T05:20:00Z');
    await seedSchedules(t.db, now);
    await seedSchedules(t.db, now);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, DRAFT_SWEEP_QUEUE));
    expect(queued.filter((j) => j.run_at.toISOString() === '2026-11-24T03:00:00.000Z')).toHaveLength(1);
  });

  it('as the worker runs it, says in the log each file the store would not delete, by claim and key', async () => {
    const old = await draftWithDocuments();
    await age(old, 31);
    const keys = (await documentRows(old)).map((d) => d.storage_key);
    const store = {
      ...t.app.services.files,
      delete: async () => {
        throw new Error('store unavailable');
      },
    };
    const handler = buildJobHandlers(
      t.app.config,
      { files: store, publicUrl: t.app.config.publicUrl },
      () => new Date(),
    ).get(DRAFT_SWEEP_QUEUE)!;
    const warned: unknown[] = [];
    const log = { warn: (fields: unknown) => void warned.push(fields) };
    await enqueueJob(t.db, DRAFT_SWEEP_QUEUE, {});
    await runDueJobs(t.db, new Map([[DRAFT_SWEEP_QUEUE, handler]]), () => new Date(), log);

    // The draft went all the same; the files it left behind are named, nothing about the customer.
    expect(await claimRow(old)).toHaveLength(0);
    expect(warned).toEqual(keys.map((key) => ({ err: expect.any(Error), claim: old, key })));
  });
});
