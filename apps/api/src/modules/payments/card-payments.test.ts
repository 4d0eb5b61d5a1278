import { EvaluationStatus, PolicyStatus, Role } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import {
  formEncoded,
  notificationFor,
  type SignedForm,
  seedHolderWithReceipts,
} from '../../../test/card-payment-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { paymentMethods, payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import { issueCapability } from '../../services/capabilities.ts';
import {
  decodeMerchantParameters,
  REDSYS_TEST_MERCHANT,
  verifySignedFields,
} from '../../services/payments/redsys.ts';
import { sandboxResult } from '../../services/payments/sandbox-gateway.ts';
import { SUPERSEDED_BY_NEW_FORM } from './close-earlier-attempts.ts';

const t = useTestApp();

const formUrl = (policyId: number, paymentId: number) =>
  `/api/policies/${policyId}/payments/${paymentId}/form`;
const getForm = async (policyId: number, paymentId: number, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: formUrl(policyId, paymentId), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SignedForm & { url: string };
};
const notify = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/redsys/notification', ...formEncoded(fields) });
const receipt = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const transactionsOf = (paymentId: number) =>
  t.db.select().from(paymentTransactions).where(eq(paymentTransactions.payment_id, paymentId));
const policyStatus = async (id: number) =>
  (await t.db.select().from(policies).where(eq(policies.id, id)))[0]!.status;

describe('GET /api/policies/{id}/payments/{paymentId}/form', () => {
  it('answers a form signed with the test key: receipt cents in euros, our addresses, card on file on the first receipt', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const form = await getForm(policy.id, receipts[0]!.id, holder.headers);
    expect(form.url).toBe('/api/sandbox-gateway/realizarPago');
    expect(form.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(verifySignedFields(form, REDSYS_TEST_MERCHANT.secret, 'DS_MERCHANT_ORDER')).not.toBeNull();
    const params = decodeMerchantParameters(form.Ds_MerchantParameters)!;
    expect(params).toMatchObject({
      DS_MERCHANT_AMOUNT: '1495',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTURL: `${t.app.config.publicUrl}/api/payments/redsys/notification`,
      DS_MERCHANT_URLOK: `${t.app.config.publicUrl}/pagos/resultado?estado=ok&poliza=${policy.id}&recibo=${receipts[0]!.id}`,
      DS_MERCHANT_URLKO: `${t.app.config.publicUrl}/pagos/resultado?estado=ko&poliza=${policy.id}&recibo=${receipts[0]!.id}`,
      DS_MERCHANT_IDENTIFIER: 'REQUIRED',
    });
    const again = decodeMerchantParameters(
      (await getForm(policy.id, receipts[0]!.id, holder.headers)).Ds_MerchantParameters,
    )!;
    expect(again.DS_MERCHANT_ORDER).not.toBe(params.DS_MERCHANT_ORDER);
    expect(params.DS_MERCHANT_ORDER).toMatch(/^\d{4}[0-9A-Z]{8}$/);
    expect(await transactionsOf(receipts[0]!.id)).toHaveLength(2);
  });

  it('opens with the payment link alone, and to staff with payments.manage; not to others', async () => {
    const { policy, receipts } = await seedHolderWithReceipts(t.db);
    const other = await seedHolderWithReceipts(t.db);
    const link = await issueCapability(t.db, {
      policyId: policy.id,
      purpose: 'payment',
      userId: null,
      now: new Date(),
    });
    const url = formUrl(policy.id, receipts[0]!.id);
    expect((await t.app.inject({ method: 'GET', url: `${url}?token=${link}` })).statusCode).toBe(200);
    // The link of one policy opens no other.
    const foreignLink = await t.app.inject({
      method: 'GET',
      url: `${formUrl(other.policy.id, other.receipts[0]!.id)}?token=${link}`,
    });
    expect(foreignLink.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: other.holder.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const admin = await seedSession(t.db, Role.ADMIN);
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    const seller = await seedSession(t.db, Role.STORE_SELLER);
    expect((await t.app.inject({ method: 'GET', url, headers: seller.headers })).statusCode).toBe(403);
  });

  it('refuses a phone policy whose check is not validated (409, in Spanish) and a paid receipt (409)', async () => {
    const phone = await seedHolderWithReceipts(t.db, {
      policy: { evaluation_status: EvaluationStatus.PENDING },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: formUrl(phone.policy.id, phone.receipts[0]!.id),
      headers: phone.holder.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_PHONE_CHECK_PENDING',
      message: 'Podrás pagar cuando hayamos validado la comprobación de tu móvil',
    });
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    await t.db
      .update(payments)
      .set({ pending_amount_cents: 0, payment_date: new Date() })
      .where(eq(payments.id, receipts[0]!.id));
    const paid = await t.app.inject({
      method: 'GET',
      url: formUrl(policy.id, receipts[0]!.id),
      headers: holder.headers,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('PAYMENT_ALREADY_PAID');
  });
});

describe('POST /api/payments/redsys/notification', () => {
  it('pays the receipt, activates the policy and keeps the card on file; a replay changes nothing', async () => {
    const { holder, policy, method, receipts } = await seedHolderWithReceipts(t.db);
    const form = await getForm(policy.id, receipts[0]!.id, holder.headers);
    const notification = notificationFor(form);
    const res = await notify(notification);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Pago registrado', status: 'paid' });
    expect(await receipt(receipts[0]!.id)).toMatchObject({ pending_amount_cents: 0 });
    expect(await policyStatus(policy.id)).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    const [card] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id));
    expect(card).toMatchObject({ card_last4: '0003', card_expiry: '3012' });
    expect(card!.card_reference).toMatch(/^SBX0003/);
    expect(card!.card_cof_txn_id).toMatch(/^\d+$/);
    const replay = await notify(notification);
    expect(replay.json()).toMatchObject({ status: 'already_recorded' });
    const rows = await transactionsOf(receipts[0]!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'ok', gateway: 'sandbox', method_type: 1 });
  });

  it('records one transaction when the same notification arrives five times at once', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const notification = notificationFor(await getForm(policy.id, receipts[0]!.id, holder.headers));
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(notification)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().status === 'paid')).toHaveLength(1);
    expect((await transactionsOf(receipts[0]!.id)).filter((r) => r.status === 'ok')).toHaveLength(1);
  });

  it('ignores a bad signature (400, logged) and an unknown order (404), changing nothing', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const form = await getForm(policy.id, receipts[0]!.id, holder.headers);
    const good = notificationFor(form);
    const forged = await notify({
      ...good,
      Ds_Signature: good.Ds_Signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'CARD_NOTIFICATION_BAD_SIGNATURE' });
    expect((await notify({})).statusCode).toBe(400);
    const unknown = await notify(notificationFor(form, { order: '9999ZZZZZZZZ' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No conocemos ese pedido de pago con tarjeta');
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([{ status: 'pending' }]);
    expect((await receipt(receipts[0]!.id)).pending_amount_cents).toBe(1495);
  });

  it('refuses an amount that does not match the receipt (422), changing nothing', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const form = await getForm(policy.id, receipts[0]!.id, holder.headers);
    const res = await notify(notificationFor(form, { amount: '100' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect((await receipt(receipts[0]!.id)).pending_amount_cents).toBe(1495);
    expect(await policyStatus(policy.id)).toBe(PolicyStatus.DRAFT);
  });

  it('refuses an approved attempt on a receipt paid meanwhile (409), counting the money once', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const form = await getForm(policy.id, receipts[0]!.id, holder.headers);
    await t.db
      .update(payments)
      .set({ pending_amount_cents: 0, payment_date: new Date() })
      .where(eq(payments.id, receipts[0]!.id));
    const late = await notify(notificationFor(form));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_ALREADY_PAID');
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([{ status: 'pending' }]);
  });

  it('a second form closes the first attempt: the first order pays nothing, the second pays', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const first = await getForm(policy.id, receipts[0]!.id, holder.headers);
    const second = await getForm(policy.id, receipts[0]!.id, holder.headers);
    const orderOf = (form: SignedForm) =>
      decodeMerchantParameters(form.Ds_MerchantParameters)!.DS_MERCHANT_ORDER;
    const byOrder = async () =>
      Object.fromEntries((await transactionsOf(receipts[0]!.id)).map((r) => [r.gateway_order, r]));
    expect(await byOrder()).toMatchObject({
      [orderOf(first)!]: { status: 'ko', reason_code: SUPERSEDED_BY_NEW_FORM },
      [orderOf(second)!]: { status: 'pending' },
    });
    const stale = await notify(notificationFor(first));
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ status: 'already_recorded' });
    expect((await receipt(receipts[0]!.id)).pending_amount_cents).toBe(1495);
    expect(await policyStatus(policy.id)).toBe(PolicyStatus.DRAFT);
    expect((await notify(notificationFor(second))).json()).toMatchObject({ status: 'paid' });
    expect(await byOrder()).toMatchObject({
      [orderOf(first)!]: { status: 'ko', reason_code: SUPERSEDED_BY_NEW_FORM },
      [orderOf(second)!]: { status: 'ok' },
    });
  });

  // Correctly signed (the test key), right order and amount, but not the operation the form asked.
  it.each([
    ['in dollars', { DS_MERCHANT_CURRENCY: '840' }, 'Ds_Currency'],
    ['for another merchant', { DS_MERCHANT_MERCHANTCODE: '123456789' }, 'Ds_MerchantCode'],
    ['for another terminal', { DS_MERCHANT_TERMINAL: '2' }, 'Ds_Terminal'],
    ['of a refund', { DS_MERCHANT_TRANSACTIONTYPE: '3' }, 'Ds_TransactionType'],
  ])('refuses an approved notification %s (400), paying nothing', async (_label, change, field) => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const form = await getForm(policy.id, receipts[0]!.id, holder.headers);
    const request = { ...decodeMerchantParameters(form.Ds_MerchantParameters)!, ...change };
    const card = { responseCode: '0000', cardNumber: '4548810000000003', expiry: '1230' };
    const res = await notify(sandboxResult(request, card, new Date()).notification);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CARD_NOTIFICATION_INVALID',
      errors: [{ path: `body.Ds_MerchantParameters.${field}` }],
    });
    expect((await receipt(receipts[0]!.id)).pending_amount_cents).toBe(1495);
    expect(await policyStatus(policy.id)).toBe(PolicyStatus.DRAFT);
    // The attempt still waits: the genuine notification pays it.
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([{ status: 'pending' }]);
    expect((await notify(notificationFor(form))).json()).toMatchObject({ status: 'paid' });
  });

  it('records a denied card as a ko attempt, and a retry with a new form pays', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const denied = await notify(
      notificationFor(await getForm(policy.id, receipts[0]!.id, holder.headers), {
        responseCode: '0190',
        cardNumber: '4548810000000011',
      }),
    );
    expect(denied.json()).toMatchObject({ status: 'denied' });
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([{ status: 'ko', reason_code: '0190' }]);
    expect((await receipt(receipts[0]!.id)).payment_date).toBeNull();
    expect(await policyStatus(policy.id)).toBe(PolicyStatus.DRAFT);
    const retry = await notify(notificationFor(await getForm(policy.id, receipts[0]!.id, holder.headers)));
    expect(retry.json()).toMatchObject({ status: 'paid' });
    expect(await policyStatus(policy.id)).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
  });
});
