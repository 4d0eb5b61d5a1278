import { describe, expect, it } from 'vitest';
import { formEncoded, notificationFor, seedHolderWithReceipts } from '../../../test/card-payment-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { decodeMerchantParameters, verifySignedFields } from '../../services/payments/redsys.ts';

// A real Redsys merchant: the same code as the sandbox, another address and another key.
const SECRET = Buffer.alloc(24, 9).toString('base64');
const t = useTestApp({
  env: {
    REDSYS_URL: 'https://sis.redsys.es/sis/realizarPago',
    REDSYS_MERCHANT_CODE: '123456789',
    REDSYS_TERMINAL: '2',
    REDSYS_SECRET: SECRET,
  },
});

describe('CARD_GATEWAY=redsys', () => {
  it("signs the form with the merchant's own key and code, for Redsys's address", async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/policies/${policy.id}/payments/${receipts[0]!.id}/form`,
      headers: holder.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json();
    expect(form.url).toBe('https://sis.redsys.es/sis/realizarPago');
    expect(verifySignedFields(form, SECRET, 'DS_MERCHANT_ORDER')).not.toBeNull();
    expect(decodeMerchantParameters(form.Ds_MerchantParameters)).toMatchObject({
      DS_MERCHANT_MERCHANTCODE: '123456789',
      DS_MERCHANT_TERMINAL: '2',
    });
    // A notification signed with the public test key is not believed here.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redsys/notification',
      ...formEncoded(notificationFor(form)),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('lets pages post their payment form to the gateway (CSP form-action), and serves no sandbox', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/area-cliente' });
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://sis.redsys.es");
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox-gateway/realizarPago',
      payload: {},
    });
    expect(sandbox.statusCode).toBe(404);
  });
});
