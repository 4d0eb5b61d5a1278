import { PolicyStatus } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { formEncoded, seedHolderWithReceipts } from '../../../test/card-payment-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import {
  decodeMerchantParameters,
  REDSYS_TEST_MERCHANT,
  signedFields,
} from '../../services/payments/redsys.ts';

const t = useTestApp();
/** The test app's PUBLIC_URL (unset: http://localhost:PORT); checked in the first test. */
const PUBLIC_URL = 'http://localhost:3000';

/** The journey a browser makes: our form posted to the sandbox, then its card form, then back to us. */
async function openGateway() {
  const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
  const formRes = await t.app.inject({
    method: 'GET',
    url: `/api/policies/${policy.id}/payments/${receipts[0]!.id}/form`,
    headers: holder.headers,
  });
  const { url, ...fields } = formRes.json();
  const page = await t.app.inject({ method: 'POST', url, ...formEncoded(fields) });
  return { policy, receipt: receipts[0]!, fields: fields as Record<string, string>, page };
}

const pay = (fields: Record<string, string>, card: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox-gateway/pagar', ...formEncoded({ ...fields, ...card }) });
const receiptRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const attempts = (paymentId: number) =>
  t.db.select().from(paymentTransactions).where(eq(paymentTransactions.payment_id, paymentId));

describe('the sandbox gateway', () => {
  it('shows a Spanish card form for a well-signed request, and refuses a forged one', async () => {
    const { page, fields } = await openGateway();
    expect(page.statusCode).toBe(200);
    expect(t.app.config.publicUrl).toBe(PUBLIC_URL);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('lang="es"');
    expect(page.body).toContain('14,95');
    expect(page.body).toContain('4548810000000003');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('Pasarela de pruebas: no se mueve dinero real');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox-gateway/realizarPago',
      ...formEncoded({ ...fields, Ds_Signature: 'AAAA' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('La firma de la petición de pago no es válida');
  });

  it('approves the test card: notifies us (receipt paid, policy active) and sends the browser to URLOK', async () => {
    const { policy, receipt, fields } = await openGateway();
    const res = await pay(fields, { card_number: '4548 8100 0000 0003', expiry: '12/30', cvv: '123' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${t.app.config.publicUrl}/pagos/resultado?estado=ok&poliza=${policy.id}&recibo=${receipt.id}`,
    );
    expect((await receiptRow(receipt.id)).pending_amount_cents).toBe(0);
    expect((await t.db.select().from(policies).where(eq(policies.id, policy.id)))[0]!.status).toBe(
      PolicyStatus.ACTIVE_PAID_UNSIGNED,
    );
  });

  it('denies the denying card (0190) and sends the browser to URLKO; an unknown card stays on the form', async () => {
    const { receipt, fields } = await openGateway();
    const wrong = await pay(fields, { card_number: '4111111111111111', expiry: '12/30', cvv: '123' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('Usa una de las tarjetas de prueba');
    const res = await pay(fields, { card_number: '4548810000000011', expiry: '12/30', cvv: '123' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('estado=ko');
    expect(await attempts(receipt.id)).toMatchObject([{ status: 'ko', reason_code: '0190' }]);
  });

  it('asks for a 3-D Secure code: the right one pays, a wrong one is refused (0184)', async () => {
    const first = await openGateway();
    const challenge = await pay(first.fields, {
      card_number: '4548814479727229',
      expiry: '12/30',
      cvv: '123',
    });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Código de verificación');
    const step = (fields: Record<string, string>, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sandbox-gateway/3ds',
        ...formEncoded({ ...fields, card_number: '4548814479727229', expiry: '12/30', code }),
      });
    const failed = await step(first.fields, '000000');
    expect(failed.headers.location).toContain('estado=ko');
    expect(await attempts(first.receipt.id)).toMatchObject([{ status: 'ko', reason_code: '0184' }]);
    const second = await openGateway();
    const passed = await step(second.fields, '123456');
    expect(passed.headers.location).toContain('estado=ok');
    expect((await receiptRow(second.receipt.id)).pending_amount_cents).toBe(0);
  });

  // Anyone can sign with the public test key: the sandbox must not post to, or send anyone to, another host.
  it.each<[string, Record<string, string>]>([
    [
      'a notification to another host',
      { DS_MERCHANT_MERCHANTURL: 'http://169.254.169.254/latest/meta-data' },
    ],
    ['a notification to a file', { DS_MERCHANT_MERCHANTURL: 'file:///etc/passwd' }],
    [
      'a notification to the IPv6 loopback',
      { DS_MERCHANT_MERCHANTURL: 'http://[::1]:3000/api/payments/redsys/notification' },
    ],
    ['a notification to another route of ours', { DS_MERCHANT_MERCHANTURL: `${PUBLIC_URL}/api/health` }],
    ['a return to another host', { DS_MERCHANT_URLOK: 'https://atacante.example/pagos' }],
    ['a return without a host', { DS_MERCHANT_URLKO: '//atacante.example/pagos' }],
    ['a return that only starts like ours', { DS_MERCHANT_URLOK: `${PUBLIC_URL}@atacante.example/` }],
    ['a return with credentials', { DS_MERCHANT_URLOK: 'http://usuario:clave@localhost:3000/pagos' }],
    ['a return to a script', { DS_MERCHANT_URLOK: 'javascript:alert(1)' }],
  ])('refuses %s (400, Spanish page), calls nobody and pays nothing', async (_label, change) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { receipt, fields } = await openGateway();
    const params = { ...decodeMerchantParameters(fields.Ds_MerchantParameters!)!, ...change };
    const forged = signedFields(params, REDSYS_TEST_MERCHANT.secret);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox-gateway/realizarPago',
      ...formEncoded(forged),
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('de esta tienda');
    expect(page.body).toContain('Pasarela de pruebas: no se mueve dinero real');
    const paid = await pay(forged, { card_number: '4548810000000003', expiry: '12/30', cvv: '123' });
    expect(paid.statusCode).toBe(400);
    expect(paid.headers.location).toBeUndefined();
    const cancelled = await pay(forged, { cancel: '1' });
    expect(cancelled.statusCode).toBe(400);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    expect((await receiptRow(receipt.id)).pending_amount_cents).toBe(1495);
    expect(await attempts(receipt.id)).toMatchObject([{ status: 'pending' }]);
  });
});
