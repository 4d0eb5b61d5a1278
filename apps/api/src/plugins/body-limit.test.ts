import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role } from '@amparo/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../test/auth-helpers.ts';
import { seedClaim, seedClaimablePolicy } from '../../test/claim-factories.ts';
import { ok, uploadJson } from '../../test/claims.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DEFAULT_BODY_LIMIT } from '../app.ts';

// A small body limit on every route (app.ts): a large body is refused before it is parsed, except
// on the routes that take files, which set their own (docs/security.md, "Floods").
const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-body-limit-'));
const t = useTestApp({ env: { AMPARO_DATA_DIR: dataDir } });

const login = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('the default body limit', () => {
  it('is about 100 KB', () => {
    expect(DEFAULT_BODY_LIMIT).toBe(100 * 1024);
  });

  it('a 200 KB JSON sent to the login is refused with 413 and a Spanish message, unparsed', async () => {
    // Nested objects (the costly kind to parse) around a long password.
    const nested = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const body = `{"email":"a@amparo.test","password":"${'x'.repeat(100 * 1024)}","nested":${nested}}`;
    expect(body.length).toBeGreaterThan(200 * 1024);
    const res = await login(body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'La petición es demasiado grande', code: 'BODY_TOO_LARGE' });
  });

  it('a login body under the limit is read as usual', async () => {
    const res = await login(JSON.stringify({ email: 'nadie@amparo.test', password: 'x'.repeat(50 * 1024) }));
    expect(res.statusCode).not.toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('routes that take files keep their own limit', () => {
  it('a claim document of 4 MB (5.3 MB of base64) is accepted', async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER);
    const { policy, risk } = await seedClaimablePolicy(t.db, { policyholder_id: holder.user.id });
    const { claim } = await seedClaim(t.db, { policyId: policy.id, riskId: risk.id });
    // A real PDF carrying 4 MB of random bytes as an attachment.
    const document = await PDFDocument.create();
    document.addPage();
    await document.attach(randomBytes(4 * 1024 * 1024), 'anexo.bin', {
      mimeType: 'application/octet-stream',
    });
    const pdf = Buffer.from(await document.save());
    expect(pdf.length).toBeGreaterThan(4 * 1024 * 1024);
    await ok(uploadJson(t, holder.headers, claim.id, 'invoice', pdf, 'factura.pdf'), 201);
  });

  it('the staff CSV import reads a file over 100 KB: 5,001 rows reach its row limit (422)', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const rows = Array.from({ length: 5001 }, (_, i) => `importado${i}@amparo.test;Nombre ${i};agent`);
    const fileBase64 = Buffer.from(`email;name;role\n${rows.join('\n')}\n`).toString('base64');
    expect(fileBase64.length).toBeGreaterThan(DEFAULT_BODY_LIMIT * 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/users-csv',
      headers: admin.headers,
      payload: { fileBase64 },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('El CSV tiene más de 5000 filas: divídelo');
  });
});
