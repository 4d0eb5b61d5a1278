import { describe, expect, it } from 'vitest';
import { createCardGateway, sandboxOptions } from './card-gateway.ts';
import { decodeMerchantParameters, REDSYS_TEST_MERCHANT, signedFields } from './redsys.ts';
import { createRedsysGateway } from './redsys-gateway.ts';
import { readSandboxRequest, sandboxCardOutcome, sandboxRest, sandboxResult } from './sandbox-gateway.ts';

const gateway = createCardGateway({ cardGateway: 'sandbox' });
const STORED = 'SBX0003ABCDEF0123456789ABCDEF0123456789A';
const DENYING = 'SBX0011ABCDEF0123456789ABCDEF0123456789A';
const now = new Date('2026-11-23T10:00:00Z');

describe('the sandbox gateway, through the same Redsys client as production', () => {
  it('charges a stored card merchant-initiated, denies the denying card, refunds with 0900', async () => {
    const charge = { amountCents: 1495, cofTxnId: '123', description: 'Recibo 2' };
    const ok = await gateway.chargeStoredCard({
      ...charge,
      order: '1234ABCDEFGH',
      cardOnFileReference: STORED,
    });
    expect(ok).toMatchObject({ approved: true, responseCode: '0000' });
    expect(ok.raw).toMatchObject({ Ds_Order: '1234ABCDEFGH', Ds_Amount: '1495' });
    const ko = await gateway.chargeStoredCard({
      ...charge,
      order: '1234ABCDEFGI',
      cardOnFileReference: DENYING,
    });
    expect(ko).toMatchObject({ approved: false, responseCode: '0190' });
    const refund = await gateway.refund({ order: 'R1', originalOrder: '1234ABCDEFGH', amountCents: 1495 });
    expect(refund).toMatchObject({ approved: true, responseCode: '0900' });
  });

  it('answers SIS0042 to a request signed with another key, and the client refuses an answer with a bad signature', async () => {
    const foreign = signedFields(
      { DS_MERCHANT_ORDER: '1234ABCDEFGH', DS_MERCHANT_AMOUNT: '1' },
      Buffer.alloc(24, 1).toString('base64'),
    );
    expect(sandboxRest(foreign)).toEqual({ errorCode: 'SIS0042' });
    const tampering = createRedsysGateway({
      ...sandboxOptions(),
      send: async (_url, body) => ({ ...sandboxRest(body), Ds_Signature: 'AAAA' }),
    });
    await expect(
      tampering.chargeStoredCard({
        order: '1234ABCDEFGH',
        amountCents: 1,
        cardOnFileReference: STORED,
        cofTxnId: null,
        description: 'x',
      }),
    ).rejects.toThrow(/bad signature/);
  });

  it('builds the redirect form and reads back its own signed notification', async () => {
    const form = await gateway.redirectForm({
      order: '1234ABCDEFGH',
      amountCents: 895,
      description: 'Recibo 1',
      notificationUrl: 'https://amparo.example/api/payments/redsys/notification',
      okUrl: 'https://amparo.example/ok',
      koUrl: 'https://amparo.example/ko',
      storeCard: true,
    });
    const request = readSandboxRequest(form.fields)!;
    expect(request).toMatchObject({
      DS_MERCHANT_MERCHANTCODE: REDSYS_TEST_MERCHANT.merchantCode,
      DS_MERCHANT_COF_INI: 'S',
    });
    const result = sandboxResult(
      request,
      { responseCode: '0000', cardNumber: '4548810000000003', expiry: '1230' },
      now,
    );
    expect(result.returnUrl).toBe('https://amparo.example/ok');
    const notification = await gateway.verifyNotification(result.notification);
    expect(notification).toMatchObject({
      order: '1234ABCDEFGH',
      amountCents: 895,
      approved: true,
      maskedCard: '454881******0003',
      cardExpiry: '3012',
    });
    expect(notification!.cardOnFileReference).toMatch(/^SBX0003/);
    expect(decodeMerchantParameters(result.notification.Ds_MerchantParameters)!.Ds_Date).toBe(
      '23%2F11%2F2026',
    );
    expect(notification!.raw.Ds_Date).toBe('23/11/2026');
  });

  it.each([
    [{ number: '4548810000000003', expiry: '12/30', cvv: '123' }, 'approve'],
    [{ number: '4548 8100 0000 0011', expiry: '1230', cvv: '999' }, 'deny'],
    [{ number: '4548814479727229', expiry: '11/26', cvv: '123' }, 'challenge'],
    [{ number: '4548810000000003', expiry: '10/26', cvv: '123' }, null],
    [{ number: '4548810000000003', expiry: '13/30', cvv: '123' }, null],
    [{ number: '4548810000000003', expiry: '12/30', cvv: '12' }, null],
    [{ number: '4111111111111111', expiry: '12/30', cvv: '123' }, null],
  ])('card %o → %s', (card, outcome) => {
    expect(sandboxCardOutcome(card, now)).toBe(outcome);
  });
});
