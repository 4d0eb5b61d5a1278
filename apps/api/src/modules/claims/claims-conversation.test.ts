import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClaimStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { mailsTo, seedClaim, seedDeskCase, seedScooterPolicy } from '../../../test/claim-factories.ts';
import { tinyPdf } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { claimMessages, mailOutbox } from '../../db/schema/index.ts';

// The claims desk and the customer talking both ways (docs/claims.md, "Documents the desk asks
// for" and "Messages"): the desk asks for one more document, which joins the customer's checklist
// and is mailed; the customer writes back with a file; the desk sees unread replies in its list.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-claims-talk-')) } });
const api = apiClientOf(t);
const DESK_MAILBOX = 'siniestros@amparo.local';

async function deskCase() {
  const handler = await seedSession(t.db, Role.CLAIMS_HANDLER);
  const seeded = await seedDeskCase(t.db);
  return { handler, ...seeded };
}

describe('a document the desk asks for', () => {
  it('joins the checklist, mails the customer, and the upload takes the claim back to the desk', async () => {
    const { handler, holder, claim, policy } = await deskCase();
    const asked = await api.ok('requestClaimDocument', {
      idempotencyKey: randomUUID(),
      token: handler.token,
      params: { id: claim.id },
      body: {
        kind: 'other',
        title: 'Presupuesto de reparación',
        description: 'El presupuesto del servicio técnico, con el IMEI y el importe.',
      },
    });
    expect(asked.internal_status).toBe(ClaimStatus.DOCUMENTATION_REJECTED);
    const item = asked.checklist.items.find((i) => i.type === 'extra_1');
    expect(item).toMatchObject({
      title: 'Presupuesto de reparación',
      state: 'pending_upload',
      allow_multiple: true,
      requested_at: expect.any(String),
    });
    expect(asked.checklist.missing).toEqual(['extra_1']);

    // The customer reads it as open with documentation pending, never DESCONOCIDO.
    const seen = await api.ok('getClaim', { token: holder.token, params: { id: claim.id } });
    expect(seen.status_label).toBe('ABIERTO · FALTA DOCUMENTACIÓN');
    expect(seen.statuses.at(-1)?.comment).toBe(
      'Te pedimos un documento más: Presupuesto de reparación. El presupuesto del servicio técnico, con el IMEI y el importe.',
    );
    const [mail] = (await mailsTo(t.db, policy.email)).filter(
      (m) => m.template === 'claim-document-requested',
    );
    expect(mail?.subject).toBe(`Te pedimos un documento más para tu siniestro ${claim.number}`);
    expect(mail?.text_body).toContain('Presupuesto de reparación');

    const uploaded = await api.ok('uploadClaimDocument', {
      token: holder.token,
      params: { id: claim.id },
      body: { type: 'extra_1', fileBase64: tinyPdf().toString('base64'), filename: 'presupuesto.pdf' },
    });
    expect(uploaded.internal_status).toBe(ClaimStatus.OPENED);
    expect(uploaded.checklist.items.find((i) => i.type === 'extra_1')?.state).toBe('received');

    // A rejection names the document in the desk's words.
    const file = uploaded.documents.find((d) => d.type === 'extra_1')!;
    await api.ok('reviewClaimDocument', {
      token: handler.token,
      params: { id: claim.id, documentId: file.id },
      body: { decision: 'rejected', reason: 'No aparece el importe de la reparación' },
    });
    const [rejected] = (await mailsTo(t.db, policy.email)).filter(
      (m) => m.template === 'claim-documents-rejected',
    );
    expect(rejected?.text_body).toContain('Presupuesto de reparación');
  });

  it('asks for the location history of a phone once, and never of a scooter', async () => {
    const { handler, claim } = await deskCase();
    const asked = await api.ok('requestClaimDocument', {
      idempotencyKey: randomUUID(),
      token: handler.token,
      params: { id: claim.id },
      body: { kind: 'location_history' },
    });
    expect(asked.checklist.items.map((i) => i.type)).toContain('location_history');
    const again = await api.call('requestClaimDocument', {
      idempotencyKey: randomUUID(),
      token: handler.token,
      params: { id: claim.id },
      body: { kind: 'location_history' },
    });
    expect([again.status, again.error?.code]).toEqual([409, 'CLAIM_DOCUMENT_ALREADY_ASKED']);

    const scooter = await seedScooterPolicy(t.db);
    const { claim: scooterClaim } = await seedClaim(
      t.db,
      { policyId: scooter.policy.id, riskId: scooter.risk.id },
      { sent: true, claim_type_id: 12 },
    );
    const refused = await api.call('requestClaimDocument', {
      idempotencyKey: randomUUID(),
      token: handler.token,
      params: { id: scooterClaim.id },
      body: { kind: 'location_history' },
    });
    expect([refused.status, refused.error?.code]).toEqual([422, 'CLAIM_DOCUMENT_REQUEST_NOT_PHONE']);
  });

  it('is withdrawn while nothing was sent for it, and its number is not reused', async () => {
    const { handler, holder, claim } = await deskCase();
    const body = {
      kind: 'other' as const,
      title: 'Número de denuncia',
      description: 'El número que figura arriba.',
    };
    await api.ok('requestClaimDocument', {
      idempotencyKey: randomUUID(),
      token: handler.token,
      params: { id: claim.id },
      body,
    });
    const withdrawn = await api.ok('withdrawClaimDocumentRequest', {
      token: handler.token,
      params: { id: claim.id, type: 'extra_1' },
    });
    expect(withdrawn.internal_status).toBe(ClaimStatus.OPENED);
    expect(withdrawn.checklist.items.map((i) => i.type)).not.toContain('extra_1');
    expect(withdrawn.statuses.at(-1)?.comment).toBe('Ya no necesitamos: Número de denuncia');

    const next = await api.ok('requestClaimDocument', {
      idempotencyKey: randomUUID(),
      token: handler.token,
      params: { id: claim.id },
      body,
    });
    expect(next.checklist.missing).toEqual(['extra_2']);
    await api.ok('uploadClaimDocument', {
      token: holder.token,
      params: { id: claim.id },
      body: { type: 'extra_2', fileBase64: tinyPdf().toString('base64') },
    });
    const answered = await api.call('withdrawClaimDocumentRequest', {
      token: handler.token,
      params: { id: claim.id, type: 'extra_2' },
    });
    expect([answered.status, answered.error?.code]).toEqual([409, 'CLAIM_DOCUMENT_REQUEST_ANSWERED']);
    const unknown = await api.call('withdrawClaimDocumentRequest', {
      token: handler.token,
      params: { id: claim.id, type: 'extra_9' },
    });
    expect(unknown.status).toBe(404);
  });

  it('is asked once for a retried request with the same Idempotency-Key, and not of a draft', async () => {
    const { handler, claim, policy } = await deskCase();
    const call = {
      token: handler.token,
      idempotencyKey: randomUUID(),
      params: { id: claim.id },
      body: {
        kind: 'other' as const,
        title: 'Foto del IMEI',
        description: 'Una foto de la caja con el IMEI.',
      },
    };
    await api.ok('requestClaimDocument', call);
    const retried = await api.ok('requestClaimDocument', call);
    expect(retried.checklist.items.filter((i) => i.requested_at !== null)).toHaveLength(1);
    const mails = (await mailsTo(t.db, policy.email)).filter(
      (m) => m.template === 'claim-document-requested',
    );
    expect(mails).toHaveLength(1);

    const holder = await seedSession(t.db, Role.POLICYHOLDER);
    const { claim: draft } = await seedDeskCase(t.db, {
      policy: { policyholder_id: holder.user.id },
      claim: { sent: false },
    });
    const refused = await api.call('requestClaimDocument', {
      ...call,
      idempotencyKey: randomUUID(),
      params: { id: draft.id },
    });
    expect([refused.status, refused.error?.code]).toEqual([409, 'CLAIM_NOT_SENT']);
  });

  it("is another store's claim to a store seller: 403 before anything, and 404 to a policyholder's desk route", async () => {
    const { holder, claim } = await deskCase();
    const seller = await seedSession(t.db, Role.STORE_SELLER, { storeIds: [DEMO_STORE_ID] });
    const body = { kind: 'location_history' as const };
    expect(
      (
        await api.call('requestClaimDocument', {
          idempotencyKey: randomUUID(),
          token: seller.token,
          params: { id: claim.id },
          body,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.call('requestClaimDocument', {
          idempotencyKey: randomUUID(),
          token: holder.token,
          params: { id: claim.id },
          body,
        })
      ).status,
    ).toBe(403);
  });
});

describe('messages both ways', () => {
  it("mails the customer's reply to the desk, counts it unread in the list until opened, and mails the answer", async () => {
    const { handler, holder, claim, policy } = await deskCase();
    const reply = await api.ok('replyToClaim', {
      idempotencyKey: randomUUID(),
      token: holder.token,
      params: { id: claim.id },
      body: {
        body: 'Os adjunto el presupuesto del servicio técnico.',
        fileBase64: tinyPdf().toString('base64'),
        filename: 'presupuesto.pdf',
      },
    });
    expect(reply.messages).toEqual([
      expect.objectContaining({
        author: 'customer',
        body: 'Os adjunto el presupuesto del servicio técnico.',
        attachment: expect.objectContaining({ filename: 'presupuesto.pdf', mime: 'application/pdf' }),
        read_at: null,
      }),
    ]);
    const deskMail = (await mailsTo(t.db, DESK_MAILBOX)).filter(
      (m) => m.template === 'claim-reply-received' && m.text_body.includes(claim.number!),
    );
    expect(deskMail).toHaveLength(1);
    expect(deskMail[0]?.text_body).toContain('presupuesto.pdf');
    expect(deskMail[0]?.text_body).toContain(`/admin/siniestros/${claim.id}`);

    const unread = await api.ok('listPolicyClaims', {
      token: handler.token,
      query: { filter: { unread: '1' }, per_page: 100 },
    });
    expect(unread.data.find((c) => c.id === claim.id)?.unread_messages).toBe(1);

    expect(await api.ok('markClaimMessagesRead', { token: handler.token, params: { id: claim.id } })).toEqual(
      {
        marked: 1,
      },
    );
    const after = await api.ok('listPolicyClaims', {
      token: handler.token,
      query: { filter: { unread: '1' }, per_page: 100 },
    });
    expect(after.data.map((c) => c.id)).not.toContain(claim.id);

    const answered = await api.ok('messageClaimHolder', {
      idempotencyKey: randomUUID(),
      token: handler.token,
      params: { id: claim.id },
      body: { body: '¿Nos confirmas la dirección de recogida?' },
    });
    expect(answered.messages.map((m) => [m.author, m.body])).toEqual([
      ['customer', 'Os adjunto el presupuesto del servicio técnico.'],
      ['staff', '¿Nos confirmas la dirección de recogida?'],
    ]);
    const [toCustomer] = (await mailsTo(t.db, policy.email)).filter((m) => m.template === 'claim-message');
    expect(toCustomer?.text_body).toContain('¿Nos confirmas la dirección de recogida?');
    // The customer reads the team, not the clerk.
    const seen = await api.ok('getClaim', { token: holder.token, params: { id: claim.id } });
    expect(seen.messages[1]?.author_name).toBe('Mesa de siniestros');
    expect(seen.messages[1]?.read_at).toBeNull();

    // The customer's page showed the answer: the desk's thread reads 'Leído', once.
    const other = await seedSession(t.db, Role.POLICYHOLDER);
    expect(
      (await api.call('markOwnClaimMessagesRead', { token: other.token, params: { id: claim.id } })).status,
    ).toBe(404);
    expect(
      (await api.call('markOwnClaimMessagesRead', { token: handler.token, params: { id: claim.id } })).status,
    ).toBe(403);
    expect(
      await api.ok('markOwnClaimMessagesRead', { token: holder.token, params: { id: claim.id } }),
    ).toEqual({ marked: 1 });
    expect(
      await api.ok('markOwnClaimMessagesRead', { token: holder.token, params: { id: claim.id } }),
    ).toEqual({ marked: 0 });
    const desk = await api.ok('getStaffClaim', { token: handler.token, params: { id: claim.id } });
    expect(desk.messages.find((m) => m.author === 'staff')?.read_at).toEqual(expect.any(String));
  });

  it('refuses staff, another customer, a draft and a file that is not a document, and writes one message per key', async () => {
    const { handler, holder, claim } = await deskCase();
    const body = { body: 'Hola' };
    const staff = await api.call('replyToClaim', {
      idempotencyKey: randomUUID(),
      token: handler.token,
      params: { id: claim.id },
      body,
    });
    expect(staff.status).toBe(403);
    const other = await seedSession(t.db, Role.POLICYHOLDER);
    expect(
      (
        await api.call('replyToClaim', {
          idempotencyKey: randomUUID(),
          token: other.token,
          params: { id: claim.id },
          body,
        })
      ).status,
    ).toBe(404);
    const { claim: draft } = await seedDeskCase(t.db, {
      policy: { policyholder_id: holder.user.id },
      claim: { sent: false },
    });
    const early = await api.call('replyToClaim', {
      idempotencyKey: randomUUID(),
      token: holder.token,
      params: { id: draft.id },
      body,
    });
    // Worded for the customer, not the desk's 'se tramita cuando el cliente lo envíe'.
    expect([early.status, early.error?.code, early.error?.message]).toEqual([
      409,
      'CLAIM_DRAFT_NO_MESSAGES',
      'Tu siniestro aún es un borrador: envíalo y podrás escribir a la mesa de siniestros',
    ]);
    const script = await api.call('replyToClaim', {
      idempotencyKey: randomUUID(),
      token: holder.token,
      params: { id: claim.id },
      body: { body: 'Mira', fileBase64: Buffer.from('<script>alert(1)</script>').toString('base64') },
    });
    expect(script.status).toBe(415);
    const empty = await api.call('replyToClaim', {
      idempotencyKey: randomUUID(),
      token: holder.token,
      params: { id: claim.id },
      body: { body: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toContain('Escribe el mensaje');

    const key = randomUUID();
    const withFile = {
      token: holder.token,
      idempotencyKey: key,
      params: { id: claim.id },
      body: { body: 'Repito por si acaso', fileBase64: tinyPdf().toString('base64') },
    };
    await api.ok('replyToClaim', withFile);
    await api.ok('replyToClaim', withFile);
    const rows = await t.db.select().from(claimMessages).where(eq(claimMessages.claim_id, claim.id));
    expect(rows).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'claim-reply-received'));
    expect(mails.filter((m) => m.text_body.includes('Repito por si acaso'))).toHaveLength(1);
  });
});
