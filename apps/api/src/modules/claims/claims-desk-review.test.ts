import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClaimType, EvaluationStatus, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { mailsTo, seedClaim, seedDeskCase, seedScooterPolicy } from '../../../test/claim-factories.ts';
import { ok, uploadJson } from '../../../test/claims.ts';
import { seedEvaluation, seedEvaluationPhoto } from '../../../test/evaluation-factories.ts';
import { plainImage, tinyPdf } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, claimDocuments } from '../../db/schema/index.ts';

// The claims desk (docs/claims.md, The claims desk): the claim as staff see it, and the review of its files: a rejection
// sets internal status 4 and mails the customer; the customer's new file takes it back to 1.

const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-claims-review-'));
const t = useTestApp({ env: { AMPARO_DATA_DIR: dataDir } });

type Headers = Record<string, string>;
const desk = (headers: Headers, claimId: number) =>
  t.app.inject({ method: 'GET', url: `/api/claims/${claimId}/desk`, headers });
const review = (headers: Headers, claimId: number, documentId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/documents/${documentId}/review`,
    headers,
    payload,
  });
const auditsOf = (claimId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, 'claim'),
        eq(auditLog.entity_id, String(claimId)),
        eq(auditLog.action, action),
      ),
    );
const relative = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('the staff view of a claim', () => {
  it("shows the whole history, the reviews, the policyholder and the phone check's photos", async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, policy, risk } = await seedDeskCase(t.db);
    // Two checks of the phone: a first one rejected, then the one that validated it.
    const rejected = await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      { status: EvaluationStatus.REJECTED },
    );
    await seedEvaluationPhoto(t.db, t.app.services.files, rejected.id, 'front', await plainImage('png'));
    const validated = await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      { status: EvaluationStatus.VALIDATED },
    );
    const front = await plainImage('png', 60, 30);
    await seedEvaluationPhoto(t.db, t.app.services.files, validated.id, 'front', front);
    await seedEvaluationPhoto(t.db, t.app.services.files, validated.id, 'back', await plainImage('png'));
    await seedEvaluationPhoto(t.db, t.app.services.files, validated.id, 'invoice', tinyPdf());
    await ok(
      t.app.inject({
        method: 'POST',
        url: `/api/claims/${claim.id}/comments`,
        headers: handler.headers,
        payload: { comment: 'Llamado el cliente: confirma que el móvil cayó a la piscina' },
      }),
      201,
    );

    const view = await ok(desk(handler.headers, claim.id));
    expect(view).toMatchObject({
      id: claim.id,
      policyholder: { name: policy.complete_name, email: policy.email, phone: policy.phone },
      product_type_name: expect.any(String),
      repair_center_name: null,
      // The customer's view shows public entries only; the desk's history has the internal note too.
      statuses: [{ status: 1, comment: 'Siniestro declarado' }],
      history: [
        { status: 1, label: 'ABIERTO', comment: 'Siniestro declarado', is_public: true },
        {
          status: 1,
          comment: 'Llamado el cliente: confirma que el móvil cayó a la piscina',
          is_public: false,
          created_by_name: expect.stringContaining(handler.user.name),
        },
      ],
      reviews: [
        { document_id: view.documents[0].id, reviewed_by_name: null, reviewed_at: null },
        { document_id: view.documents[1].id, reviewed_by_name: null, reviewed_at: null },
      ],
    });
    expect(
      view.evaluation_photos.map((p: { evaluation_id: number; side: string }) => [p.evaluation_id, p.side]),
    ).toEqual([
      [validated.id, 'front'],
      [validated.id, 'back'],
    ]);
    const photo = await t.app.inject({ method: 'GET', url: relative(view.evaluation_photos[0].url) });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(front)).toBe(true);
  });

  it('shows no check photos for a claim on something other than a phone', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { policy, risk } = await seedScooterPolicy(t.db);
    const { claim } = await seedClaim(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      { sent: true, claim_type_id: ClaimType.SCOOTER_ROBBERY },
    );
    const view = await ok(desk(handler.headers, claim.id));
    expect(view.evaluation_photos).toEqual([]);
  });

  it("holds staff to the policies' scope: another store's claim is 404, a role without claims 403", async () => {
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    const expert = await seedSession(t.db, Role.EXPERT);
    const ours = await seedDeskCase(t.db, { policy: { store_id: DEMO_STORE_ID } });
    const elsewhere = await seedDeskCase(t.db);
    expect((await desk(seller.headers, ours.claim.id)).statusCode).toBe(200);
    const hidden = await desk(seller.headers, elsewhere.claim.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Siniestro no encontrado');
    expect((await desk(expert.headers, ours.claim.id)).statusCode).toBe(403);
    expect((await desk(ours.holder.headers, ours.claim.id)).statusCode).toBe(403);
    expect((await desk(seller.headers, 999_999)).statusCode).toBe(404);
  });
});

describe('reviewing the files of a claim', () => {
  it('rejects the invoice (status 4, mail), then the customer sends a new one and the claim is back at the desk', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, invoice, photo, holder, policy } = await seedDeskCase(t.db);
    const reason = 'La factura está cortada y no se ve el IMEI';

    const rejected = await ok(
      review(handler.headers, claim.id, invoice.id, { decision: 'rejected', reason }),
    );
    expect(rejected).toMatchObject({
      internal_status: 4,
      checklist: { is_complete: false, missing: ['invoice'] },
      history: [
        { comment: 'Siniestro declarado' },
        {
          status: 4,
          label: 'FALTA DOCUMENTACIÓN',
          comment: `Factura de compra: ${reason}`,
          is_public: true,
        },
      ],
    });
    expect(rejected.documents[0]).toMatchObject({ review_status: 'rejected', rejection_reason: reason });
    expect(rejected.reviews[0]).toMatchObject({
      document_id: invoice.id,
      reviewed_by_name: expect.stringContaining(handler.user.name),
      reviewed_at: expect.any(String),
    });
    const [mail] = await mailsTo(t.db, policy.email);
    expect(mail).toMatchObject({
      template: 'claim-documents-rejected',
      subject: `Necesitamos otro documento para tu siniestro ${claim.number}`,
    });
    expect(mail?.text_body).toContain(reason);
    expect(mail?.text_body).toContain(`http://localhost:3000/area-cliente/siniestros/${claim.id}`);
    expect(await auditsOf(claim.id, 'claim.document_review')).toEqual([
      expect.objectContaining({
        actor_user_id: handler.user.id,
        before: expect.objectContaining({ review_status: 'pending', internal_status: 1 }),
        after: expect.objectContaining({ review_status: 'rejected', internal_status: 4 }),
      }),
    ]);

    // The same rejection again (a double click) writes nothing and mails nothing.
    const replay = await ok(review(handler.headers, claim.id, invoice.id, { decision: 'rejected', reason }));
    expect(replay.history).toHaveLength(2);
    expect(await mailsTo(t.db, policy.email)).toHaveLength(1);

    // The customer sees the notice, and sends the new invoice.
    const home = await ok(
      t.app.inject({ method: 'GET', url: '/api/customer/home', headers: holder.headers }),
    );
    expect(home.notifications).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Documentación rechazada' })]),
    );
    const resent = await ok(
      uploadJson(t, holder.headers, claim.id, 'invoice', tinyPdf(), 'factura-nueva.pdf'),
      201,
    );
    expect(resent).toMatchObject({
      internal_status: 1,
      status_label: 'ABIERTO',
      checklist: { is_complete: true },
      statuses: [
        { comment: 'Siniestro declarado' },
        { status: 4, comment: `Factura de compra: ${reason}` },
        { status: 1, comment: 'Documentación recibida: la revisaremos enseguida' },
      ],
    });
    const fresh = resent.documents.find((d: { replaces_id: number | null }) => d.replaces_id === invoice.id);
    expect(fresh).toMatchObject({ review_status: 'pending', filename: 'factura-nueva.pdf' });

    // The old file is history: only the new one is reviewed.
    const stale = await review(handler.headers, claim.id, invoice.id, { decision: 'accepted' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CLAIM_DOCUMENT_REPLACED',
      message: 'El cliente ya ha sustituido este archivo por otro: revisa el nuevo',
    });
    await ok(review(handler.headers, claim.id, fresh.id, { decision: 'accepted' }));
    const done = await ok(review(handler.headers, claim.id, photo.id, { decision: 'accepted' }));
    expect(done.checklist.items.map((i: { state: string }) => i.state)).toEqual(['accepted', 'accepted']);
    expect(done.internal_status).toBe(1);
    // Accepting mails nothing: only the rejection reached the customer.
    expect((await mailsTo(t.db, policy.email)).map((m) => m.template)).toEqual(['claim-documents-rejected']);
  });

  it('takes a claim back to 1 when the desk accepts the only rejected file after all, and tells the customer', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, invoice, policy } = await seedDeskCase(t.db);
    await ok(
      review(handler.headers, claim.id, invoice.id, { decision: 'rejected', reason: 'No se lee bien' }),
    );
    const back = await ok(review(handler.headers, claim.id, invoice.id, { decision: 'accepted' }));
    expect(back.internal_status).toBe(1);
    expect(back.history.at(-1)).toMatchObject({
      status: 1,
      comment: 'Documentación revisada: seguimos con tu siniestro',
      is_public: true,
    });
    expect((await mailsTo(t.db, policy.email)).map((m) => m.template)).toEqual([
      'claim-documents-rejected',
      'claim-status-changed',
    ]);
    const [row] = await t.db.select().from(claimDocuments).where(eq(claimDocuments.id, invoice.id));
    expect(row).toMatchObject({ review_status: 'accepted', rejection_reason: null });
  });

  it('refuses the files of a draft or of a closed claim, a file of another claim, and bad bodies', async () => {
    const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
    const { claim, invoice, policy, risk } = await seedDeskCase(t.db);
    const draft = await seedClaim(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      { documents: [{ type: 'invoice' }] },
    );
    const closed = await seedClaim(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      { sent: true, internal_status: 2, closed_at: new Date(), documents: [{ type: 'invoice' }] },
    );
    const refusal = async (claimId: number, documentId: number, payload: Record<string, unknown>) => {
      const res = await review(handler.headers, claimId, documentId, payload);
      return [res.statusCode, res.json().code, res.json().message];
    };
    expect(await refusal(draft.claim.id, draft.documents[0]!.id, { decision: 'accepted' })).toEqual([
      409,
      'CLAIM_NOT_SENT',
      'El siniestro aún es un borrador: se tramita cuando el cliente lo envíe',
    ]);
    expect(await refusal(closed.claim.id, closed.documents[0]!.id, { decision: 'accepted' })).toEqual([
      409,
      'CLAIM_CLOSED_FOR_DESK',
      'El siniestro está cerrado: reábrelo para revisar sus documentos o cambiar el taller',
    ]);
    expect(await refusal(claim.id, closed.documents[0]!.id, { decision: 'accepted' })).toEqual([
      404,
      'CLAIM_DOCUMENT_NOT_FOUND',
      'Este documento no está en el siniestro',
    ]);
    const noReason = await review(handler.headers, claim.id, invoice.id, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/Indica el motivo/);
    const shortReason = await review(handler.headers, claim.id, invoice.id, {
      decision: 'rejected',
      reason: 'no',
    });
    expect(shortReason.statusCode).toBe(400);
    expect(shortReason.json().message).toMatch(/al menos 5 caracteres/);
    const unknown = await review(handler.headers, claim.id, invoice.id, { decision: 'quizá' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Indica si aceptas o rechazas el documento/);
    expect(await mailsTo(t.db, policy.email)).toEqual([]);
  });

  it('is for those who manage claims: agents, store sellers, experts and the customer get 403', async () => {
    const { claim, invoice, holder } = await seedDeskCase(t.db, { policy: { store_id: DEMO_STORE_ID } });
    for (const role of [Role.AGENT, Role.STORE_SELLER, Role.EXPERT, Role.DISTRIBUTOR_MANAGER]) {
      const staff = await seedSession(t.db, role);
      // Refused before the body is read: even a bad body gets 403.
      expect((await review(staff.headers, claim.id, invoice.id, { decision: 'x' })).statusCode).toBe(403);
    }
    expect((await review(holder.headers, claim.id, invoice.id, { decision: 'accepted' })).statusCode).toBe(
      403,
    );
    const [row] = await t.db.select().from(claimDocuments).where(eq(claimDocuments.id, invoice.id));
    expect(row?.review_status).toBe('pending');
  });
});
