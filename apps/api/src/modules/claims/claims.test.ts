import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClaimType, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaimablePolicy, seedScooterPolicy } from '../../../test/claim-factories.ts';
import { declare, keptClaimFiles, ok, uploadJson, uploadMultipart, yesterday } from '../../../test/claims.ts';
import { lastMailTo } from '../../../test/factories.ts';
import { jpegWithGps, plainImage, tinyPdf } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, claimStatuses, claims } from '../../db/schema/index.ts';

// Declaring a claim from the customer area (docs/claims.md, API): a draft, its documents, sending it.

const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-claims-'));
const t = useTestApp({ env: { AMPARO_DATA_DIR: dataDir } });

async function holderWithPolicy() {
  const holder = await seedSession(t.db, Role.POLICYHOLDER);
  const seeded = await seedClaimablePolicy(t.db, { policyholder_id: holder.user.id });
  return {
    headers: holder.headers,
    ...seeded,
    target: { policyId: seeded.policy.id, riskId: seeded.risk.id },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: an answer read loosely, as ok() gives it
const states = (claim: Record<string, any>) =>
  Object.fromEntries(
    (claim.checklist.items as Array<{ type: string; state: string }>).map((i) => [i.type, i.state]),
  );

describe('a mobile water-damage claim with invoice and photos', () => {
  it('is saved as a draft, refuses to be sent without its documents, then is sent with them', async () => {
    const { headers, target, policy } = await holderWithPolicy();
    const draft = await ok(
      declare(t, headers, target, {
        claim_type_id: ClaimType.WATER_DAMAGE,
        occurred_at: yesterday(),
        description: 'Se me cayó el móvil a la piscina y ya no enciende',
      }),
      201,
    );
    expect(draft).toMatchObject({
      is_draft: true,
      number: null,
      status_label: 'BORRADOR',
      claim_type_name: expect.any(String),
      source: 'customer',
      checklist: { is_complete: false, missing: ['invoice', 'damage_photos'] },
      deadlines: { report: { state: expect.stringMatching(/ok|near/) }, minimum_payment: null },
    });
    expect(states(draft)).toEqual({ invoice: 'pending_upload', damage_photos: 'pending_upload' });

    const refused = await t.app.inject({ method: 'POST', url: `/api/claims/${draft.id}/send`, headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'CLAIM_DOCUMENTS_MISSING',
      message: 'Para enviar el siniestro falta adjuntar: Factura de compra, Fotos de los daños',
    });

    const withInvoice = await ok(uploadJson(t, headers, draft.id, 'invoice', tinyPdf(), 'factura.pdf'), 201);
    expect(states(withInvoice)).toEqual({ invoice: 'received', damage_photos: 'pending_upload' });
    // Several photos (allow_multiple): one posted as a form, one as JSON; both re-encoded without GPS.
    await ok(
      uploadMultipart(t, headers, draft.id, 'damage_photos', await jpegWithGps(), 'IMG_0001.JPG'),
      201,
    );
    const ready = await ok(
      uploadJson(t, headers, draft.id, 'damage_photos', await plainImage('png'), 'pantalla.png'),
      201,
    );
    expect(ready.checklist).toMatchObject({ is_complete: true, missing: [] });
    expect(ready.documents.map((d: { mime: string; filename: string }) => [d.mime, d.filename])).toEqual([
      ['application/pdf', 'factura.pdf'],
      ['image/jpeg', 'IMG_0001.jpg'],
      ['image/png', 'pantalla.png'],
    ]);
    expect(keptClaimFiles(dataDir, draft.id)).toHaveLength(3);

    // The signed link shows the photo, without the camera's metadata.
    const photo = ready.documents[1];
    const download = await t.app.inject({ method: 'GET', url: photo.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.rawPayload.includes(Buffer.from('AcmePhone'))).toBe(false);

    const sent = await ok(t.app.inject({ method: 'POST', url: `/api/claims/${draft.id}/send`, headers }));
    expect(sent).toMatchObject({
      is_draft: false,
      status_label: 'ABIERTO',
      internal_status: 1,
      number: expect.stringMatching(new RegExp(`^SIN-\\d{4}-${String(draft.id).padStart(6, '0')}$`)),
      statuses: [{ status: 1, label: 'ABIERTO', comment: 'Siniestro declarado' }],
      deadlines: { minimum_payment: { state: 'ok', days_left: 40 }, target: { state: 'ok' } },
    });

    // A replay of the send changes nothing and answers the same claim.
    const again = await ok(t.app.inject({ method: 'POST', url: `/api/claims/${draft.id}/send`, headers }));
    expect(again.number).toBe(sent.number);
    expect(await t.db.select().from(claimStatuses).where(eq(claimStatuses.claim_id, draft.id))).toHaveLength(
      1,
    );

    // The send is audited and the received mail queued, with its link to the claim's page.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'claim'), eq(auditLog.entity_id, String(draft.id))));
    expect(audits.map((a) => a.action)).toEqual([
      'claim.declare',
      'claim.document_upload',
      'claim.document_upload',
      'claim.document_upload',
      'claim.send',
      'claim.notify',
    ]);
    const mail = await lastMailTo(t.db, policy.email);
    expect(audits.at(-1)?.after).toEqual({ template: 'claim-received', mail_id: mail?.id });
    expect(mail).toMatchObject({
      template: 'claim-received',
      subject: `Hemos recibido tu siniestro ${sent.number}`,
    });
    expect(mail?.text_body).toContain(`http://localhost:3000/area-cliente/siniestros/${draft.id}`);

    // Sent: its data and files are the desk's now.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/claims/${draft.id}`,
      headers,
      payload: { description: 'Otra descripción del siniestro' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe('CLAIM_NOT_DRAFT');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/claims/${draft.id}/documents/${photo.id}`,
      headers,
    });
    expect(remove.statusCode).toBe(409);

    const home = await ok(t.app.inject({ method: 'GET', url: '/api/customer/home', headers }));
    expect(home.policies[0].claims).toEqual([
      expect.objectContaining({
        id: draft.id,
        number: sent.number,
        status_label: 'ABIERTO',
        documents_complete: true,
      }),
    ]);
  });

  it('edits a draft, removes a file from it, and gives the same claim back on a replayed declaration', async () => {
    const { headers, target } = await holderWithPolicy();
    const body = {
      claim_type_id: ClaimType.FRONT_SCREEN_BREAK,
      occurred_at: yesterday(),
      description: 'Pantalla rota al caer',
    };
    const key = { 'idempotency-key': `claim-${target.policyId}-abcdef` };
    const first = await declare(t, headers, target, body, key);
    const second = await declare(t, headers, target, body, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(await t.db.select().from(claims).where(eq(claims.policy_id, target.policyId))).toHaveLength(1);

    const claimId = first.json().id;
    const edited = await ok(
      t.app.inject({
        method: 'PATCH',
        url: `/api/claims/${claimId}`,
        headers,
        payload: { claim_type_id: ClaimType.THEFT, description: 'Me robaron el móvil del bolso en el metro' },
      }),
    );
    expect(edited.checklist.missing).toEqual(['invoice', 'police_report', 'imei_block_proof']);
    const withReport = await ok(
      uploadJson(t, headers, claimId, 'police_report', tinyPdf(), 'denuncia.pdf'),
      201,
    );
    const second_report = await uploadJson(t, headers, claimId, 'police_report', tinyPdf(), 'otra.pdf');
    expect(second_report.statusCode).toBe(409);
    expect(second_report.json().message).toBe(
      'Ya has adjuntado «Denuncia» y solo se admite un archivo: bórralo antes de subir otro',
    );
    const documentId = withReport.documents[0].id;
    const removed = await ok(
      t.app.inject({ method: 'DELETE', url: `/api/claims/${claimId}/documents/${documentId}`, headers }),
    );
    expect(removed.documents).toEqual([]);
    expect(keptClaimFiles(dataDir, claimId)).toEqual([]);

    const list = await ok(
      t.app.inject({ method: 'GET', url: `/api/policies/${target.policyId}/claims`, headers }),
    );
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([claimId]);
    const ofRisk = await ok(
      t.app.inject({
        method: 'GET',
        url: `/api/policies/${target.policyId}/risks/${target.riskId}/claims`,
        headers,
      }),
    );
    expect(ofRisk.data).toHaveLength(1);
  });
});

describe('changing a draft claim type', () => {
  it('drops the files of documents the new type no longer asks for, rows and files, and keeps the rest', async () => {
    const { headers, target } = await holderWithPolicy();
    const draft = await declare(t, headers, target, {
      claim_type_id: ClaimType.WATER_DAMAGE,
      occurred_at: yesterday(),
      description: 'Se cayó a la piscina',
    });
    const claimId = draft.json().id;
    await ok(uploadJson(t, headers, claimId, 'invoice', tinyPdf(), 'factura.pdf'), 201);
    await ok(uploadJson(t, headers, claimId, 'damage_photos', await plainImage('png'), 'foto.png'), 201);
    expect(keptClaimFiles(dataDir, claimId)).toHaveLength(2);

    const theft = await ok(
      t.app.inject({
        method: 'PATCH',
        url: `/api/claims/${claimId}`,
        headers,
        payload: { claim_type_id: ClaimType.THEFT },
      }),
    );
    // The photos of the damage are not asked for a theft: gone with the change; the invoice stays.
    expect(theft.documents.map((d: { type: string }) => d.type)).toEqual(['invoice']);
    expect(keptClaimFiles(dataDir, claimId)).toHaveLength(1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'claim.update_draft'), eq(auditLog.entity_id, String(claimId))));
    expect(JSON.stringify(audit?.after)).toContain('damage_photos');
  });
});

describe('a scooter theft claim', () => {
  it('asks for the police report and the lock invoice, and the third party only where it applies', async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER);
    const { policy, risk } = await seedScooterPolicy(t.db, { policyholder_id: holder.user.id });
    const target = { policyId: policy.id, riskId: risk.id };
    const theft = await ok(
      declare(t, holder.headers, target, {
        claim_type_id: ClaimType.SCOOTER_ROBBERY,
        occurred_at: yesterday(),
        description: 'Me robaron el patinete atado en la puerta del trabajo',
      }),
      201,
    );
    expect(theft.checklist.items.map((i: { title: string }) => i.title)).toEqual([
      'Factura de compra',
      'Denuncia',
      'Factura del candado',
    ]);
    expect(theft.extra_fields).toEqual([]);

    const thirdParty = await declare(t, holder.headers, target, {
      claim_type_id: ClaimType.SCOOTER_THIRD_PARTY_DAMAGE,
      occurred_at: yesterday(),
      description: 'Golpeé un coche aparcado con el patinete',
      extra_fields: { third_party_name: 'Ana López Díaz' },
    });
    expect(thirdParty.statusCode).toBe(422);
    expect(thirdParty.json()).toMatchObject({
      code: 'CLAIM_EXTRA_FIELDS_INVALID',
      errors: [
        { path: 'body.extra_fields.damage_description', message: expect.stringMatching(/obligatorio/) },
      ],
    });
    const complete = await ok(
      declare(t, holder.headers, target, {
        claim_type_id: ClaimType.SCOOTER_THIRD_PARTY_DAMAGE,
        occurred_at: yesterday(),
        description: 'Golpeé un coche aparcado con el patinete',
        extra_fields: { third_party_name: 'Ana López Díaz', damage_description: 'Retrovisor roto' },
      }),
      201,
    );
    expect(complete.extra_fields.map((f: { id: string; value: unknown }) => [f.id, f.value])).toEqual([
      ['third_party_name', 'Ana López Díaz'],
      ['damage_description', 'Retrovisor roto'],
    ]);

    for (const [type, name] of [
      ['invoice', 'factura.pdf'],
      ['police_report', 'denuncia.pdf'],
      ['lock_invoice', 'candado.pdf'],
    ])
      await ok(uploadJson(t, holder.headers, theft.id, type!, tinyPdf(), name), 201);
    const sent = await ok(
      t.app.inject({ method: 'POST', url: `/api/claims/${theft.id}/send`, headers: holder.headers }),
    );
    expect(sent.checklist.items.map((i: { state: string }) => i.state)).toEqual([
      'received',
      'received',
      'received',
    ]);
  });
});
