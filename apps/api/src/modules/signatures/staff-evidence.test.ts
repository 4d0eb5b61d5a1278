import { Role } from '@amparo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from '../../../test/auth-helpers.ts';
import { seedPolicy } from '../../../test/factories.ts';
import { SIGNED_PDF, seedSignature, sha256Of, UNSIGNED_PDF } from '../../../test/signature-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, policies, stores } from '../../db/schema/index.ts';

const t = useTestApp();
let admin: Record<string, string>;
let policyId: number;
let signatureId: number;

beforeAll(async () => {
  admin = (await seedSession(t.db, Role.ADMIN)).headers;
  const { policy } = await seedPolicy(t.db, {
    status: 3,
    store_id: DEMO_STORE_ID,
    distributor_id: DEMO_DISTRIBUTOR_ID,
  });
  policyId = policy.id;
  const { signature } = await seedSignature(t.db, policyId);
  signatureId = signature.id;
  await t.db
    .update(policies)
    .set({ contract_link: signature.signed_document_key })
    .where(eq(policies.id, policyId));
});

const evidenceOf = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/policies/${id}/evidence`, headers });
const verify = (id: number, fileBase64: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/policies/${id}/evidence/verify-document`,
    headers,
    payload: { fileBase64 },
  });

describe('GET /api/policies/:id/evidence', () => {
  it('gives the signing, the labelled trail, a valid chain and a short-lived contract link', async () => {
    const res = await evidenceOf(policyId, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.signatures).toEqual([
      expect.objectContaining({
        id: signatureId,
        status: 'signed',
        document_sha256: sha256Of(UNSIGNED_PDF),
        signed_document_sha256: sha256Of(SIGNED_PDF),
        code_channel: 'sms',
        signer_ip: '203.0.113.9',
        signed_at: '2026-11-23T09:04:05.000Z',
      }),
    ]);
    expect(body.records.map((r: { sequence: number; label: string }) => [r.sequence, r.label])).toEqual([
      [1, 'Contrato generado'],
      [2, 'Contrato abierto por el firmante'],
      [3, 'Código de firma enviado'],
      [4, 'Código de firma confirmado'],
      [5, 'Consentimiento aceptado'],
      [6, 'Contrato firmado y sellado'],
    ]);
    expect(body.records[2].payload).toEqual({ channel: 'sms', to: '+34 6** *** 678' });
    expect(body.chain).toEqual({ valid: true, records: 6, broken_at: null, reason: null });
    const link = new URL(body.contract_link);
    expect(link.pathname).toBe(`/api/files/contracts/${policyId}/contrato-firmado.pdf`);
    expect(Number(link.searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(5 * 60 + 1);
  });

  it('never lets a code hash out, from the signing row or a record', async () => {
    const text = (await evidenceOf(policyId, admin)).body;
    expect(text).not.toContain('code_hash');
    expect(text).not.toContain(sha256Of('secreto:123456'));
    expect(text).not.toContain('f'.repeat(64));
  });

  it('shows where the chain breaks once a record is changed in the database', async () => {
    const { policy } = await seedPolicy(t.db, { status: 3 });
    await seedSignature(t.db, policy.id);
    await t.db.execute(
      sql`update evidence_records set payload = jsonb_set(payload, '{ip}', '"198.51.100.1"') where policy_id = ${policy.id} and sequence = 4`,
    );
    const body = (await evidenceOf(policy.id, admin)).json();
    expect(body.chain).toEqual({ valid: false, records: 6, broken_at: 4, reason: 'hash_mismatch' });
    expect(body.records[3].payload.ip).toBe('198.51.100.1');
  });

  it('answers an empty trail for a policy not yet sent to sign', async () => {
    const { policy } = await seedPolicy(t.db, { status: 2 });
    const body = (await evidenceOf(policy.id, admin)).json();
    expect(body).toEqual({
      signatures: [],
      records: [],
      chain: { valid: true, records: 0, broken_at: null, reason: null },
      contract_link: null,
    });
  });
});

describe('POST /api/policies/:id/evidence/verify-document', () => {
  it.each([
    ['the sealed contract', SIGNED_PDF, 'signed'],
    ['the contract as shown before signing', UNSIGNED_PDF, 'unsigned'],
    ['another file', Buffer.from('%PDF-1.7\n% otro documento\n%%EOF\n'), 'none'],
  ] as const)('recognises %s (%s)', async (_name, bytes, match) => {
    const res = await verify(policyId, bytes.toString('base64'), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sha256: sha256Of(bytes),
      match,
      signature_id: match === 'none' ? null : signatureId,
      signed_at: match === 'signed' ? '2026-11-23T09:04:05.000Z' : null,
    });
  });

  it('takes a data URL with line breaks, and audits each check', async () => {
    const wrapped = `data:application/pdf;base64,${SIGNED_PDF.toString('base64').replace(/(.{20})/g, '$1\n')}`;
    const res = await verify(policyId, wrapped, admin);
    expect(res.json().match).toBe('signed');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.document_verified'), eq(auditLog.entity_id, String(policyId))));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.at(-1)!.after).toMatchObject({ sha256: sha256Of(SIGNED_PDF), match: 'signed' });
  });

  it.each([
    [
      'characters outside base64',
      'JVBERi0xLjc*',
      400,
      'Datos no válidos: El fichero no está en base64 (body.fileBase64)',
    ],
    [
      'a cut-off base64',
      'JVBERi0',
      400,
      'El fichero no está bien codificado en base64: vuelve a elegir el PDF',
    ],
    [
      'padding in the middle',
      'JV==Ri0x',
      400,
      'El fichero no está bien codificado en base64: vuelve a elegir el PDF',
    ],
    [
      'nothing after the prefix',
      'data:application/pdf;base64,\n',
      400,
      'El fichero está vacío: elige el PDF que quieres comprobar',
    ],
  ])('refuses %s in Spanish', async (_name, fileBase64, status, message) => {
    const res = await verify(policyId, fileBase64, admin);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('refuses a file over 15 MB with 413', async () => {
    const res = await verify(policyId, Buffer.alloc(15 * 1024 * 1024 + 3).toString('base64'), admin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'EVIDENCE_FILE_TOO_LARGE',
      message: 'El fichero es demasiado grande: el máximo es 15 MB',
    });
  });
});

describe('who may read the evidence', () => {
  it("gives a store seller its store's policy and 404 for another store's", async () => {
    const [other] = await t.db
      .insert(stores)
      .values({ distributor_id: DEMO_DISTRIBUTOR_ID, code: 'MM-SEV-001', name: 'MóvilMarket Sevilla' })
      .returning();
    const { policy: foreign } = await seedPolicy(t.db, { status: 3, store_id: other!.id });
    await seedSignature(t.db, foreign.id);
    const seller = (await seedSession(t.db, Role.STORE_SELLER)).headers;
    expect((await evidenceOf(policyId, seller)).statusCode).toBe(200);
    const refused = await evidenceOf(foreign.id, seller);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Póliza no encontrada');
    const check = await verify(foreign.id, SIGNED_PDF.toString('base64'), seller);
    expect(check.statusCode).toBe(404);
  });

  it('asks an anonymous caller to log in and refuses the policyholder', async () => {
    const anonymous = await evidenceOf(policyId, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await verify(policyId, SIGNED_PDF.toString('base64'), {})).statusCode).toBe(401);
    const holder = (await seedSession(t.db, Role.POLICYHOLDER)).headers;
    expect((await evidenceOf(policyId, holder)).statusCode).toBe(403);
  });
});
