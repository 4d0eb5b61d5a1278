import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { PolicyStatus, signingConsentText } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawnSignature, signingHelpers } from '../../../test/signing-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policies, signatures } from '../../db/schema/index.ts';
import { loadEvidence, verifyEvidenceChain } from '../../services/evidence-chain.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-sign-'));
const t = useTestApp({ env: { FILES_DIR: path.join(dataDir, 'files'), AMPARO_DATA_DIR: dataDir } });
const UA = 'Mozilla/5.0 (Prueba de firma)';

const { paidPolicy, lastOutbox, linkSession } = signingHelpers(t);

const api = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { 'user-agent': UA, ...headers } });

describe('signing a paid policy, end to end', () => {
  it('mails the link, sends codes, refuses wrong ones, seals a PDF pdfsig accepts and activates status 3', async () => {
    const { policy } = await paidPolicy();
    const [row] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(row!.status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    expect(row!.sign_link).toBe(`${t.app.config.publicUrl}/firma/${policy.id}`);
    const token = await linkSession(policy.id, policy.email);
    const base = `/api/policies/${policy.id}/signature`;

    const state = await api('GET', `${base}?token=${token}`);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({
      outcome: 'pending',
      contract_link: null,
      policy: { number: policy.number },
    });
    expect(state.json().signature.destinations).toEqual({
      mail: expect.stringMatching(/^c\*\*\*@amparo\.test$/),
      sms: '+34 6** *** 678',
      // The outbox sender outside production: a tester reads the code in the back office.
      sms_offered: true,
    });

    const doc = await api('GET', `${base}/document?token=${token}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await api('GET', `${base}/document?token=${token}`); // a reload: no second record within the minute

    // Code by SMS, then the flood limit of one a minute.
    const sms = await api('POST', `${base}/code?token=${token}`, { channel: 'sms' });
    expect(sms.statusCode, sms.body).toBe(201);
    expect(sms.json()).toMatchObject({ channel: 'sms', destination: '+34 6** *** 678' });
    const smsRow = await lastOutbox('+34612345678', 'signing-code');
    expect(smsRow.template).toBe('sms.signing-code');
    const smsCode = smsRow.masked_values[0]!;
    expect(smsRow.text_body).toContain(smsCode);
    const flood = await api('POST', `${base}/code?token=${token}`, { channel: 'mail' });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toMatch(/^Espera \d+ segundos antes de pedir otro código$/);

    // An expired code, then a mailed one (the minute moved back by hand).
    await t.db
      .update(signatures)
      .set({
        code_sent_at: new Date(Date.now() - 11 * 60_000),
        code_expires_at: new Date(Date.now() - 60_000),
      })
      .where(eq(signatures.policy_id, policy.id));
    const png = (await drawnSignature()).toString('base64');
    const sign = (code: string, key?: string) =>
      api(
        'POST',
        `${base}/sign?token=${token}`,
        { code, signature_image: `data:image/png;base64,${png}`, consent: true },
        key ? { 'idempotency-key': key } : {},
      );
    const expired = await sign(smsCode);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('El código ha caducado: pide un código nuevo');
    const mailed = await api('POST', `${base}/code?token=${token}`, { channel: 'mail' });
    expect(mailed.statusCode, mailed.body).toBe(201);
    const code = (await lastOutbox(policy.email, 'signing-code')).masked_values[0]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await sign(wrongCode);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('El código no es correcto. Te quedan 4 intentos.');

    // Bad drawings cost no try.
    const blank = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer();
    const blankRes = await api('POST', `${base}/sign?token=${token}`, {
      code,
      signature_image: blank.toString('base64'),
      consent: true,
    });
    expect(blankRes.statusCode).toBe(422);
    expect(blankRes.json().message).toBe('La firma está en blanco: dibuja tu firma');
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const notPng = await api('POST', `${base}/sign?token=${token}`, {
      code,
      signature_image: jpeg.toString('base64'),
      consent: true,
    });
    expect(notPng.statusCode).toBe(422);
    expect(notPng.json().message).toBe('La firma debe ser una imagen PNG válida');

    // The right code signs, once; the replay with the same key answers the same.
    const signed = await sign(code, 'firma-clave-0001');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ policy_id: policy.id, status: PolicyStatus.ACTIVE_PAID_SIGNED });
    const replay = await sign(code, 'firma-clave-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(signed.json());
    const twice = await sign(code, 'firma-clave-0002');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El contrato de esta póliza ya está firmado');

    const [after] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(after).toMatchObject({ status: PolicyStatus.ACTIVE_PAID_SIGNED, sign_link: null });
    expect(after!.contract_link).toMatch(/^contracts\//);
    const stored = await t.app.services.files.get(after!.contract_link!);
    const pdf = await buffer(stored!.stream);
    const file = path.join(dataDir, 'firmado.pdf');
    writeFileSync(file, pdf);
    const pdfsig = execFileSync('pdfsig', [file]).toString();
    expect(pdfsig).toContain('Signature Validation: Signature is Valid.');
    expect(pdfsig).toMatch(/Total document signed/);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain('Registro de firma electrónica');
    expect(text).toContain(row!.complete_name);
    expect(text).toContain(state.json().signature.document_sha256);
    expect(text).toContain('127.0.0.1');

    const mail = await lastOutbox(policy.email, 'contract-signed');
    expect(mail.attachments).toEqual([
      { filename: `contrato-firmado-${policy.number}.pdf`, storage_key: after!.contract_link },
    ]);
    const final = await api('GET', `${base}?token=${token}`);
    expect(final.json().outcome).toBe('signed');
    expect(final.json().contract_link).toContain('http');

    const evidence = await loadEvidence(t.db, policy.id);
    expect(verifyEvidenceChain(evidence)).toEqual({ valid: true, records: evidence.length });
    expect(evidence.map((r) => r.kind)).toEqual([
      'contract.generated',
      'signing.link_sent',
      'document.opened',
      'code.sent',
      'code.sent',
      'code.failed',
      'code.confirmed',
      'consent.given',
      'signature.drawn',
      'contract.signed',
    ]);
    // The consent stored is the text the signing page shows, character for character.
    const consent = evidence.find((r) => r.kind === 'consent.given')!;
    expect((consent.payload as { text: string }).text).toBe(signingConsentText(policy.number));
    expect((consent.payload as { text: string }).text).toContain(policy.number);
  }, 120_000);

  it("answers 404 to another customer's token or session, and 401 to nobody", async () => {
    const mine = await paidPolicy();
    const other = await paidPolicy();
    const token = await linkSession(mine.policy.id, mine.policy.email);
    const foreign = await api('GET', `/api/policies/${other.policy.id}/signature?token=${token}`);
    expect(foreign.statusCode).toBe(404);
    const session = await api(
      'GET',
      `/api/policies/${mine.policy.id}/signature`,
      undefined,
      other.holder.headers,
    );
    expect(session.statusCode).toBe(404);
    const own = await api('GET', `/api/policies/${mine.policy.id}/signature`, undefined, mine.holder.headers);
    expect(own.statusCode).toBe(200);
    expect((await api('GET', `/api/policies/${mine.policy.id}/signature`)).statusCode).toBe(401);
    const noMobile = await t.db
      .update(policies)
      .set({ phone: '912345678' })
      .where(eq(policies.id, mine.policy.id));
    void noMobile;
    const sms = await api('POST', `/api/policies/${mine.policy.id}/signature/code?token=${token}`, {
      channel: 'sms',
    });
    expect(sms.statusCode).toBe(422);
    expect(sms.json().code).toBe('SIGNING_PHONE_MISSING');
  }, 120_000);
});
