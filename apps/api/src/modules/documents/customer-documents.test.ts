import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { addDays, madridDate, PaymentMethodType, PolicyStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { mailsTo } from '../../../test/claim-factories.ts';
import { buildBooking } from '../../../test/factories.ts';
import { seedDebitPolicy } from '../../../test/sepa-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { issueToken } from '../../services/tokens.ts';

const t = useTestApp({ env: { FILES_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-documents-')) } });
const api = apiClientOf(t);
const today = madridDate(new Date())!;
const spanish = (date: string) => date.split('-').reverse().join('/');

/** The PDF behind a signed link, as text (a real download through the files route). */
async function pdfText(url: string): Promise<string> {
  const { pathname, search } = new URL(url);
  const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload }).toString();
}

let holder: Awaited<ReturnType<typeof seedSession>>;
let policy: Awaited<ReturnType<typeof seedDebitPolicy>>;
beforeAll(async () => {
  holder = await seedSession(t.db, Role.POLICYHOLDER, { email: 'papeles@amparo.test' });
  policy = await seedDebitPolicy(t.db, {
    policy: {
      status: PolicyStatus.ACTIVE_PAID_SIGNED,
      policyholder_id: holder.user.id,
      complete_name: 'Lucía Martín Gómez',
      payment_method_type: PaymentMethodType.IBAN,
      starts_on: addDays(today, -40),
      ends_on: addDays(today, 325),
    },
    receipts: [
      { price: 1195, activation: addDays(today, -40), paid: true },
      { price: 1195, activation: addDays(today, -10), paid: true },
      { price: 1195, activation: addDays(today, 20) },
    ],
  });
});

describe('GET /api/customer/policies/{id}/documents', () => {
  it("lists the holder's IPID, certificate and a receipt per paid premium, each a real PDF", async () => {
    const { data } = await api.ok('listCustomerDocuments', {
      token: holder.token,
      params: { id: policy.policy.id },
    });
    expect(data.map((d) => d.kind)).toEqual(['ipid', 'certificate', 'receipt', 'receipt']);
    expect(data.map((d) => d.title)).toEqual([
      'Información previa del seguro (IPID)',
      'Certificado de seguro',
      expect.stringMatching(
        new RegExp(`^Recibo 2 \\(${spanish(addDays(today, -10))} – \\d{2}/\\d{2}/\\d{4}\\)$`),
      ),
      expect.stringMatching(
        new RegExp(`^Recibo 1 \\(${spanish(addDays(today, -40))} – \\d{2}/\\d{2}/\\d{4}\\)$`),
      ),
    ]);
    const [ipid, certificate, receipt] = data;
    expect(await pdfText(ipid!.url)).toContain('¿Qué no está asegurado?');
    const certified = await pdfText(certificate!.url);
    expect(certified).toContain(`la póliza ${policy.policy.number}`);
    expect(certified).toContain('Lucía Martín Gómez');
    expect(certified).toContain(`hasta el ${addDays(today, 325).split('-').reverse().join('/')}`);
    const paid = await pdfText(receipt!.url);
    expect(paid).toContain('Recibo de prima n.º 2');
    expect(paid).toContain('11,95 €');
    expect(paid).toContain('Domiciliación bancaria');
    // Made once: a second listing hands out links to the same files.
    const again = await api.ok('listCustomerDocuments', {
      token: holder.token,
      params: { id: policy.policy.id },
    });
    expect(again.data.map((d) => new URL(d.url).pathname)).toEqual(data.map((d) => new URL(d.url).pathname));
  });

  it("is the holder's only: another customer and staff get nothing", async () => {
    const other = await seedSession(t.db, Role.POLICYHOLDER, { email: 'otro@amparo.test' });
    const theirs = await api.call('listCustomerDocuments', {
      token: other.token,
      params: { id: policy.policy.id },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.error?.message).toBe('Póliza no encontrada');
    const staff = await seedSession(t.db, Role.ADMIN);
    expect(
      (await api.call('listCustomerDocuments', { token: staff.token, params: { id: policy.policy.id } }))
        .status,
    ).toBe(403);
    expect((await api.call('listCustomerDocuments', { params: { id: policy.policy.id } })).status).toBe(401);
  });

  it('the IPID mailed with the booking is the one the customer area lists', async () => {
    const booking = buildBooking();
    const booked = await api.ok('bookPolicy', { body: booking as never, idempotencyKey: randomUUID() });
    const [mail] = await mailsTo(t.db, booking.holder.email);
    expect(mail!.template).toBe('booking');
    expect(mail!.text_body).toContain('Te adjuntamos la información previa del seguro (IPID) en PDF');
    const ipidName = `informacion-precontractual-${booked.number}.pdf`;
    expect(mail!.attachments).toEqual([
      { filename: ipidName, storage_key: `documents/policies/${booked.id}/kept/${ipidName.toLowerCase()}` },
    ]);
    const stored = await t.app.services.files.get(mail!.attachments[0]!.storage_key);
    const text = execFileSync('pdftotext', ['-', '-'], { input: await buffer(stored!.stream) }).toString();
    expect(text).toContain('Documento de información sobre el producto de');

    const [user] = await t.db.select().from(users).where(eq(users.email, booking.holder.email));
    const token = await issueToken(t.db, { purpose: 'login', userId: user!.id, now: new Date() });
    const { data } = await api.ok('listCustomerDocuments', { token: token.raw, params: { id: booked.id } });
    expect(data.map((d) => d.kind)).toEqual(['ipid']);
    expect(await pdfText(data[0]!.url)).toBe(text);
  });

  it('a cancelled policy still covering has its certificate; a withdrawn one has none', async () => {
    const kinds = async (cancel_reason: string) => {
      const cancelled = await seedDebitPolicy(t.db, {
        policy: {
          policyholder_id: holder.user.id,
          status: PolicyStatus.CANCELLED,
          cancel_reason,
          ends_on: addDays(today, 10),
        },
        receipts: [{ price: 1195, activation: addDays(today, -20), paid: true }],
      });
      const { data } = await api.ok('listCustomerDocuments', {
        token: holder.token,
        params: { id: cancelled.policy.id },
      });
      return data.map((d) => d.kind);
    };
    expect(await kinds('customer')).toEqual(['ipid', 'certificate', 'receipt']);
    expect(await kinds('withdrawal')).toEqual(['ipid', 'receipt']);
  });

  it('a draft has its IPID and no certificate nor receipts', async () => {
    const draft = await seedDebitPolicy(t.db, {
      policy: { policyholder_id: holder.user.id },
      receipts: [{ price: 1195, activation: today }],
    });
    const { data } = await api.ok('listCustomerDocuments', {
      token: holder.token,
      params: { id: draft.policy.id },
    });
    expect(data.map((d) => d.kind)).toEqual(['ipid']);
  });
});
