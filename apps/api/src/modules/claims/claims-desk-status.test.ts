import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { mailsTo, seedClaim, seedDeskCase } from '../../../test/claim-factories.ts';
import { ok } from '../../../test/claims.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, claimStatuses, claims } from '../../db/schema/index.ts';

// The claims desk (docs/claims.md, The claims desk): status changes (opened, closed, denied with the reason the customer
// sees) and comments, each audited, the public ones mailed to the customer.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-claims-status-')) } });

type Headers = Record<string, string>;
const setStatus = (headers: Headers, claimId: number, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/status`, headers, payload: payload as object });
const comment = (headers: Headers, claimId: number, payload: unknown, extra: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/comments`,
    headers: { ...headers, ...extra },
    payload: payload as object,
  });
const rowOf = async (claimId: number) => (await t.db.select().from(claims).where(eq(claims.id, claimId)))[0]!;
const historyOf = (claimId: number) =>
  t.db.select().from(claimStatuses).where(eq(claimStatuses.claim_id, claimId));
const actionsOf = async (claimId: number) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'claim'), eq(auditLog.entity_id, String(claimId))))
  ).map((a) => a.action);

describe('changing the status of a claim', () => {
  it('closes it with a public comment (mailed), takes a replay calmly, reopens it, then denies it', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, policy, holder } = await seedDeskCase(t.db);
    const closing = { status: 'closed', comment: 'Reparado y entregado al cliente' };

    const closed = await ok(setStatus(handler.headers, claim.id, closing));
    expect(closed).toMatchObject({
      internal_status: 2,
      status_label: 'CERRADO',
      closed_at: expect.any(String),
    });
    expect(closed.history.at(-1)).toMatchObject({ status: 2, comment: closing.comment, is_public: true });
    expect(closed.deadlines.minimum_payment).toMatchObject({ state: 'ok', days_left: null });
    let mails = await mailsTo(t.db, policy.email);
    expect(mails.map((m) => [m.template, m.subject])).toEqual([
      ['claim-status-changed', `Tu siniestro ${claim.number}: Cerrado`],
    ]);
    expect(mails[0]?.text_body).toContain(closing.comment);
    expect(mails[0]?.text_body).toContain(`/area-cliente/siniestros/${claim.id}`);

    // The same close again (a retry) writes nothing; a close with another comment is a 409.
    await ok(setStatus(handler.headers, claim.id, closing));
    expect(await historyOf(claim.id)).toHaveLength(2);
    const twice = await setStatus(handler.headers, claim.id, { status: 'closed', comment: 'Otra nota' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CLAIM_STATUS_UNCHANGED',
      message: 'El siniestro ya está CERRADO: si quieres dejar una nota, añade un comentario',
    });
    // Closed without a denial: denying it needs a reopening first.
    const deny = { status: 'denied', reason: 'Los daños son anteriores a la contratación' };
    const refused = await setStatus(handler.headers, claim.id, deny);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CLAIM_ALREADY_CLOSED');

    const reopened = await ok(
      setStatus(handler.headers, claim.id, {
        status: 'opened',
        comment: 'Revisamos de nuevo',
        is_public: false,
      }),
    );
    expect(reopened).toMatchObject({ internal_status: 1, closed_at: null, status_label: 'ABIERTO' });
    // An internal change is not mailed.
    expect(await mailsTo(t.db, policy.email)).toHaveLength(1);

    const denied = await ok(setStatus(handler.headers, claim.id, deny));
    expect(denied).toMatchObject({
      internal_status: 2,
      notify_denied: true,
      denial_reason: deny.reason,
      closed_at: expect.any(String),
    });
    expect(denied.history.at(-1)).toMatchObject({ status: 2, comment: deny.reason, is_public: true });
    mails = await mailsTo(t.db, policy.email);
    expect(mails.at(-1)).toMatchObject({
      template: 'claim-denied',
      subject: `Resolución de tu siniestro ${claim.number}`,
    });
    expect(mails.at(-1)?.text_body).toContain(deny.reason);
    // A replayed denial writes nothing; the customer reads the notice with the reason.
    await ok(setStatus(handler.headers, claim.id, deny));
    expect(await mailsTo(t.db, policy.email)).toHaveLength(2);
    const home = await ok(
      t.app.inject({ method: 'GET', url: '/api/customer/home', headers: holder.headers }),
    );
    expect(home.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Siniestro denegado', caption: deny.reason }),
      ]),
    );

    // Reopening a denied claim takes the denial away.
    const again = await ok(setStatus(handler.headers, claim.id, { status: 'opened' }));
    expect(again).toMatchObject({ internal_status: 1, notify_denied: false, denial_reason: null });
    expect(await rowOf(claim.id)).toMatchObject({
      notify_denied: false,
      denial_reason: null,
      closed_at: null,
    });
    expect((await actionsOf(claim.id)).filter((a) => a === 'claim.status_change')).toHaveLength(4);
  });

  it('refuses a draft, an open claim opened again, and bodies it cannot read, in Spanish', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, policy, risk } = await seedDeskCase(t.db);
    const draft = await seedClaim(t.db, { policyId: policy.id, riskId: risk.id });
    const onDraft = await setStatus(handler.headers, draft.claim.id, { status: 'closed' });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().code).toBe('CLAIM_NOT_SENT');
    const open = await setStatus(handler.headers, claim.id, { status: 'opened' });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(
      'El siniestro ya está ABIERTO: si quieres dejar una nota, añade un comentario',
    );

    const bad = async (payload: unknown) => {
      const res = await setStatus(handler.headers, claim.id, payload);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await bad({ status: 'pagado' })).toMatch(/Indica el nuevo estado: abierto, cerrado o denegado/);
    expect(await bad({ status: 'denied' })).toMatch(/Indica el motivo/);
    expect(await bad({ status: 'denied', reason: 'no' })).toMatch(/al menos 5 caracteres/);
    expect(await bad({ status: 'closed', comment: 'x'.repeat(2001) })).toMatch(/^Datos no válidos/);
    expect(await historyOf(claim.id)).toHaveLength(1);
    expect(await mailsTo(t.db, policy.email)).toEqual([]);
  });

  it('is for those who manage claims, within scope', async () => {
    const { claim } = await seedDeskCase(t.db);
    for (const role of [Role.AGENT, Role.STORE_SELLER, Role.EXPERT, Role.POLICYHOLDER]) {
      const caller = await seedSession(t.db, role);
      expect((await setStatus(caller.headers, claim.id, { status: 'closed' })).statusCode).toBe(403);
      expect((await comment(caller.headers, claim.id, { comment: 'Nota' })).statusCode).toBe(403);
    }
    const admin = await seedSession(t.db, Role.ADMIN);
    expect((await setStatus(admin.headers, 999_999, { status: 'closed' })).statusCode).toBe(404);
    expect((await rowOf(claim.id)).internal_status).toBe(1);
  });
});

describe('comments on a claim', () => {
  it('keeps internal notes to the desk and mails public ones; a repeated key writes once', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, policy, holder } = await seedDeskCase(t.db);

    const internal = await ok(
      comment(handler.headers, claim.id, { comment: 'Pedido presupuesto al taller' }),
      201,
    );
    expect(internal.history.at(-1)).toMatchObject({ status: 1, is_public: false });
    expect(await mailsTo(t.db, policy.email)).toEqual([]);

    const note = { comment: 'Hemos pedido la pieza: tardará unos 5 días', is_public: true };
    const key = { 'idempotency-key': `comment-${claim.id}-abcdef` };
    const first = await ok(comment(handler.headers, claim.id, note, key), 201);
    const second = await ok(comment(handler.headers, claim.id, note, key), 201);
    expect(second.history).toEqual(first.history);
    expect(first.history).toHaveLength(3);
    const mails = await mailsTo(t.db, policy.email);
    expect(mails.map((m) => [m.template, m.subject])).toEqual([
      ['claim-status-changed', `Tu siniestro ${claim.number}: Abierto`],
    ]);
    expect(mails[0]?.text_body).toContain(note.comment);
    const reused = await comment(handler.headers, claim.id, { ...note, comment: 'Otra cosa' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    // The customer reads the public note in the claim's history, never the internal one.
    const mine = await ok(
      t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: holder.headers }),
    );
    expect(mine.statuses.map((s: { comment: string }) => s.comment)).toEqual([
      'Siniestro declarado',
      note.comment,
    ]);
    expect((await actionsOf(claim.id)).filter((a) => a === 'claim.comment')).toHaveLength(2);
  });

  it('takes notes on closed claims, refuses drafts, empty notes and bad keys', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, policy, risk } = await seedDeskCase(t.db, {
      claim: { internal_status: 2, closed_at: new Date() },
    });
    await ok(comment(handler.headers, claim.id, { comment: 'Abonado el importe de la reparación' }), 201);
    const draft = await seedClaim(t.db, { policyId: policy.id, riskId: risk.id });
    const onDraft = await comment(handler.headers, draft.claim.id, { comment: 'Nota' });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().code).toBe('CLAIM_NOT_SENT');
    const empty = await comment(handler.headers, claim.id, { comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Escribe el comentario/);
    const badKey = await comment(handler.headers, claim.id, { comment: 'Nota' }, { 'idempotency-key': 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });
});
