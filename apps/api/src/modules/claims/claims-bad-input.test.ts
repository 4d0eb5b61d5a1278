import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClaimType, PolicyStatus, Role } from '@amparo/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaim, seedClaimablePolicy } from '../../../test/claim-factories.ts';
import { declare, keptClaimFiles, ok, tomorrow, uploadJson, yesterday } from '../../../test/claims.ts';
import { pngBomb, tinyPdf } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { claimDocuments, claims, policies } from '../../db/schema/index.ts';

// Bad input on claims: clear Spanish refusals, and nothing stored half-way.

const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-claims-bad-'));
// A small upload limit, so "over the size limit" needs no 10 MB file.
const t = useTestApp({ env: { AMPARO_DATA_DIR: dataDir, FILES_MAX_BYTES: String(64 * 1024) } });

const water = () => ({
  claim_type_id: ClaimType.WATER_DAMAGE,
  occurred_at: yesterday(),
  description: 'El móvil se mojó con la lluvia y no enciende',
});

async function holderWithPolicy(input: Parameters<typeof seedClaimablePolicy>[1] = {}) {
  const holder = await seedSession(t.db, Role.POLICYHOLDER);
  const seeded = await seedClaimablePolicy(t.db, { policyholder_id: holder.user.id, ...input });
  return {
    headers: holder.headers,
    ...seeded,
    target: { policyId: seeded.policy.id, riskId: seeded.risk.id },
  };
}

const claimsOf = (policyId: number) => t.db.select().from(claims).where(eq(claims.policy_id, policyId));

describe('declaring a claim that cannot be', () => {
  it.each([
    [
      'a claim type the product does not offer',
      { claim_type_id: ClaimType.SCOOTER_DAMAGE },
      {},
      422,
      'CLAIM_TYPE_NOT_OFFERED',
      /no cubre este tipo de siniestro/,
    ],
    [
      'a date in the future',
      { occurred_at: tomorrow() },
      {},
      422,
      'CLAIM_DATE_IN_FUTURE',
      /no puede ser posterior a hoy/,
    ],
    [
      'a date before the policy started',
      { occurred_at: '2025-12-31' },
      {},
      422,
      'CLAIM_DATE_BEFORE_POLICY',
      /anterior al inicio de la póliza \(01\/01\/2026\)/,
    ],
    ['a cancelled policy', {}, { status: PolicyStatus.CANCELLED }, 422, 'CLAIM_POLICY_CANCELLED', /anulada/],
    [
      'a policy not paid yet',
      {},
      { status: PolicyStatus.DRAFT },
      422,
      'CLAIM_POLICY_NOT_ACTIVE',
      /aún no está en vigor/,
    ],
    [
      'a field the claim does not ask',
      { extra_fields: { color: 'rojo' } },
      {},
      422,
      'CLAIM_EXTRA_FIELDS_INVALID',
      /No se pide el dato «color»/,
    ],
    ['no description', { description: '' }, {}, 400, 'VALIDATION_FAILED', /Cuéntanos qué ha pasado/],
    [
      'a date that is not one',
      { occurred_at: '2026-02-30' },
      {},
      400,
      'VALIDATION_FAILED',
      /Fecha no válida/,
    ],
  ])('refuses %s, storing nothing', async (_name, change, policyInput, status, code, message) => {
    const { headers, target } = await holderWithPolicy(policyInput);
    const res = await declare(t, headers, target, { ...water(), ...change });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code, message: expect.stringMatching(message) });
    expect(await claimsOf(target.policyId)).toEqual([]);
  });

  it("answers 404 for another person's policy, risk or claim, whatever the call", async () => {
    const me = await holderWithPolicy();
    const other = await holderWithPolicy();
    const { claim } = await seedClaim(t.db, other.target, { documents: [{ type: 'invoice' }] });
    const documentId = (
      await t.db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id))
    )[0]!.id;
    const calls = [
      declare(t, me.headers, other.target, water()),
      declare(t, me.headers, { policyId: me.target.policyId, riskId: other.target.riskId }, water()),
      t.app.inject({
        method: 'GET',
        url: `/api/policies/${other.target.policyId}/claims`,
        headers: me.headers,
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/policies/${other.target.policyId}/risks/${other.target.riskId}/claims`,
        headers: me.headers,
      }),
      t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: me.headers }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/claims/${claim.id}`,
        headers: me.headers,
        payload: { description: 'Cambio ajeno de la descripción' },
      }),
      uploadJson(t, me.headers, claim.id, 'invoice', tinyPdf()),
      t.app.inject({
        method: 'DELETE',
        url: `/api/claims/${claim.id}/documents/${documentId}`,
        headers: me.headers,
      }),
      t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/send`, headers: me.headers }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect(answers.map((r) => r.json().code)).toEqual([
      'POLICY_NOT_FOUND',
      'RISK_NOT_FOUND',
      'POLICY_NOT_FOUND',
      'POLICY_NOT_FOUND',
      'CLAIM_NOT_FOUND',
      'CLAIM_NOT_FOUND',
      'CLAIM_NOT_FOUND',
      'CLAIM_NOT_FOUND',
      'CLAIM_NOT_FOUND',
    ]);
    expect(await claimsOf(me.target.policyId)).toEqual([]);
    expect(
      await t.db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, claim.id)),
    ).toHaveLength(1);
  });

  it('refuses to send a draft whose policy was cancelled since', async () => {
    const { headers, target, policy } = await holderWithPolicy();
    const draft = await ok(declare(t, headers, target, water()), 201);
    await t.db.update(policies).set({ status: PolicyStatus.CANCELLED }).where(eq(policies.id, policy.id));
    const res = await t.app.inject({ method: 'POST', url: `/api/claims/${draft.id}/send`, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('CLAIM_POLICY_CANCELLED');
    expect((await claimsOf(policy.id))[0]?.sent_at).toBeNull();
  });
});

describe('uploading a document that cannot be', () => {
  it.each([
    [
      'a text file named .pdf',
      () => Buffer.from('esto no es un PDF, es texto'),
      'factura.pdf',
      415,
      'UPLOAD_TYPE_UNSUPPORTED',
      /no se admite/,
    ],
    [
      'a file over the size limit',
      () => Buffer.concat([tinyPdf(), Buffer.alloc(70 * 1024)]),
      'factura.pdf',
      413,
      'UPLOAD_TOO_LARGE',
      /el máximo es 0,1 MB/,
    ],
    ['an image bomb', () => pngBomb(), 'foto.png', 422, 'UPLOAD_TOO_MANY_PIXELS', /megapíxeles/],
    [
      'a PDF cut short',
      () => tinyPdf().subarray(0, 40),
      'factura.pdf',
      422,
      'UPLOAD_PDF_UNREADABLE',
      /dañado/,
    ],
  ])(
    'refuses %s with a Spanish message, keeping no file and no row',
    async (_name, bytes, filename, status, code, message) => {
      const { headers, target } = await holderWithPolicy();
      const draft = await ok(declare(t, headers, target, water()), 201);
      const res = await uploadJson(t, headers, draft.id, 'invoice', bytes(), filename);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, message: expect.stringMatching(message) });
      expect(await t.db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, draft.id))).toEqual(
        [],
      );
      expect(keptClaimFiles(dataDir, draft.id)).toEqual([]);
    },
  );

  it('deletes the stored file when the transaction that records it fails', async () => {
    // A trigger refuses the row as a check constraint would (23514 → 422): the file was already stored.
    await t.db.execute(sql`create or replace function claims_test_refuse() returns trigger as $$
      begin
        if new.filename like 'rechazar%' then
          raise exception 'refused by the test' using errcode = '23514';
        end if;
        return new;
      end $$ language plpgsql`);
    await t.db.execute(sql`create trigger claims_test_refuse before insert on claim_documents
      for each row execute function claims_test_refuse()`);
    const { headers, target } = await holderWithPolicy();
    const draft = await ok(declare(t, headers, target, water()), 201);
    const res = await uploadJson(t, headers, draft.id, 'invoice', tinyPdf(), 'rechazar.pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('RECORD_RULES_BROKEN');
    expect(keptClaimFiles(dataDir, draft.id)).toEqual([]);
    expect(await t.db.select().from(claimDocuments).where(eq(claimDocuments.claim_id, draft.id))).toEqual([]);
    // The same upload under another name goes through: the refusal was the transaction's.
    await ok(uploadJson(t, headers, draft.id, 'invoice', tinyPdf(), 'factura.pdf'), 201);
    expect(keptClaimFiles(dataDir, draft.id)).toHaveLength(1);
    await t.db.execute(sql`drop trigger claims_test_refuse on claim_documents`);
  });

  it('refuses a document the claim does not ask for, and a form without its file', async () => {
    const { headers, target } = await holderWithPolicy();
    const draft = await ok(declare(t, headers, target, water()), 201);
    const notAsked = await uploadJson(t, headers, draft.id, 'lock_invoice', tinyPdf());
    expect(notAsked.statusCode).toBe(422);
    expect(notAsked.json().message).toBe('Este siniestro no pide el documento «lock_invoice»');
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${draft.id}/documents`,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\ninvoice\r\n--x--\r\n',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().code).toBe('CLAIM_UPLOAD_FORM_INVALID');
    // Text that is not base64 is refused as such, not decoded into other bytes.
    const garbled = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${draft.id}/documents`,
      headers,
      payload: { type: 'invoice', fileBase64: `${tinyPdf().toString('base64')}*%$`, filename: 'factura.pdf' },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({
      code: 'FILE_NOT_BASE64',
      message: 'El archivo no está bien codificado en base64: vuelve a elegirlo',
    });
    expect(keptClaimFiles(dataDir, draft.id)).toEqual([]);
  });

  it('takes a new file for a rejected document of a sent claim, and nothing else once sent', async () => {
    const { headers, target } = await holderWithPolicy();
    const { claim, documents } = await seedClaim(t.db, target, {
      sent: true,
      internal_status: 4,
      documents: [
        { type: 'invoice', review_status: 'rejected', rejection_reason: 'La factura no se lee' },
        { type: 'damage_photos', review_status: 'accepted' },
      ],
    });
    const before = await ok(t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers }));
    expect(before.checklist.items.map((i: { state: string }) => i.state)).toEqual(['rejected', 'accepted']);
    expect(before.checklist.items[0].rejection_reason).toBe('La factura no se lee');

    const more = await uploadJson(t, headers, claim.id, 'damage_photos', tinyPdf());
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('CLAIM_DOCUMENT_NOT_AWAITED');

    const replaced = await ok(
      uploadJson(t, headers, claim.id, 'invoice', tinyPdf(), 'factura-nueva.pdf'),
      201,
    );
    expect(replaced.documents.at(-1)).toMatchObject({ type: 'invoice', replaces_id: documents[0]!.id });
    expect(replaced.checklist.items.map((i: { state: string }) => i.state)).toEqual(['received', 'accepted']);

    await t.db
      .update(claims)
      .set({ internal_status: 2, closed_at: new Date() })
      .where(eq(claims.id, claim.id));
    const closed = await uploadJson(t, headers, claim.id, 'invoice', tinyPdf());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('El siniestro está cerrado: ya no admite documentos');
  });
});
