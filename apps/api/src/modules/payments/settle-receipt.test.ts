import { EvaluationStatus, PaymentMethodType, PolicyStatus } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastMailTo, seedPolicy, seedReceipts } from '../../../test/factories.ts';
import { runQueuedJobs } from '../../../test/jobs.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, mailOutbox, payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import { activatePolicyIfReady } from './activate-policy.ts';
import { recordDeniedAttempt } from './record-denied-attempt.ts';
import { type SettleReceiptInput, settleReceipt } from './settle-receipt.ts';

const t = useTestApp();
const paidAt = new Date('2026-11-23T10:00:00Z');

async function draftWithReceipts(overrides: Parameters<typeof seedPolicy>[1] = {}) {
  const { policy } = await seedPolicy(t.db, {
    evaluation_status: EvaluationStatus.NOT_REQUIRED,
    ...overrides,
  });
  const { method, receipts } = await seedReceipts(t.db, policy.id, { priceCents: 1495 });
  return { policy, method, receipts };
}

const card = (
  paymentId: number,
  methodId: number,
  extra: Partial<SettleReceiptInput> = {},
): SettleReceiptInput => ({
  paymentId,
  amountCents: 1495,
  methodType: PaymentMethodType.CARD,
  paymentMethodId: methodId,
  kind: 'charge',
  reference: '123456',
  gateway: 'sandbox',
  gatewayOrder: `T${paymentId}${Date.now().toString(36)}`.slice(0, 12),
  occurredAt: paidAt,
  actor: null,
  publicUrl: 'https://amparo.example',
  ...extra,
});

const policyRow = async (id: number) => (await t.db.select().from(policies).where(eq(policies.id, id)))[0]!;
const receiptRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const transactionsOf = (paymentId: number) =>
  t.db.select().from(paymentTransactions).where(eq(paymentTransactions.payment_id, paymentId));

describe('settleReceipt', () => {
  it("pays a draft's first receipt and activates the policy, audited and mailed, in one transaction", async () => {
    const { policy, method, receipts } = await draftWithReceipts();
    const result = await t.db.transaction((tx) => settleReceipt(tx, card(receipts[0]!.id, method.id)));
    expect(result.policyActivated).toBe(true);
    expect(await receiptRow(receipts[0]!.id)).toMatchObject({
      pending_amount_cents: 0,
      payment_date: paidAt,
    });
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([
      { kind: 'charge', status: 'ok', amount_cents: 1495, method_type: 1, reference: '123456' },
    ]);
    expect(await policyRow(policy.id)).toMatchObject({
      status: PolicyStatus.ACTIVE_PAID_UNSIGNED,
      starts_on: '2026-11-23',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.activate'), eq(auditLog.entity_id, String(policy.id))));
    expect(audit).toMatchObject({ actor_role: 'system', after: { status: 2, payment_id: receipts[0]!.id } });
    const mail = await lastMailTo(t.db, policy.email);
    expect(mail).toMatchObject({ template: 'policy-active' });
    expect(mail!.text_body).toContain('https://amparo.example/area-cliente');
  });

  it('keeps a phone policy whose check is not validated a draft, with its receipt paid', async () => {
    const { policy, method, receipts } = await draftWithReceipts({
      evaluation_status: EvaluationStatus.PENDING,
    });
    const result = await t.db.transaction((tx) => settleReceipt(tx, card(receipts[0]!.id, method.id)));
    expect(result.policyActivated).toBe(false);
    expect((await policyRow(policy.id)).status).toBe(PolicyStatus.DRAFT);
    expect((await receiptRow(receipts[0]!.id)).pending_amount_cents).toBe(0);
    expect(await lastMailTo(t.db, policy.email)).toBeNull();
  });

  it('activates a paid phone policy when its check validates later, through activatePolicyIfReady', async () => {
    const { policy, method, receipts } = await draftWithReceipts({
      evaluation_status: EvaluationStatus.PENDING,
    });
    const now = new Date('2026-11-25T09:00:00Z');
    expect(
      await t.db.transaction((tx) => activatePolicyIfReady(tx, policy.id, { occurredAt: now, actor: null })),
    ).toBe(false);
    await t.db.transaction((tx) => settleReceipt(tx, card(receipts[0]!.id, method.id)));
    await t.db
      .update(policies)
      .set({ evaluation_status: EvaluationStatus.VALIDATED })
      .where(eq(policies.id, policy.id));
    expect(
      await t.db.transaction((tx) => activatePolicyIfReady(tx, policy.id, { occurredAt: now, actor: null })),
    ).toBe(true);
    expect(await policyRow(policy.id)).toMatchObject({ status: 2, starts_on: '2026-11-25' });
    expect((await lastMailTo(t.db, policy.email))!.text_body).toContain('14,95');
    // Once active, nothing more happens.
    expect(
      await t.db.transaction((tx) => activatePolicyIfReady(tx, policy.id, { occurredAt: now, actor: null })),
    ).toBe(false);
  });

  it('does not activate on a later receipt, and keeps an existing start date', async () => {
    const { policy, method, receipts } = await draftWithReceipts({ starts_on: '2026-12-01' });
    const second = await t.db.transaction((tx) => settleReceipt(tx, card(receipts[1]!.id, method.id)));
    expect(second.policyActivated).toBe(false);
    expect((await policyRow(policy.id)).status).toBe(PolicyStatus.DRAFT);
    await t.db.transaction((tx) => settleReceipt(tx, card(receipts[0]!.id, method.id)));
    expect(await policyRow(policy.id)).toMatchObject({ status: 2, starts_on: '2026-12-01' });
  });

  it('refuses a paid receipt (409), a wrong amount (422) and a deleted receipt (404), writing nothing', async () => {
    const { method, receipts } = await draftWithReceipts();
    await t.db.transaction((tx) => settleReceipt(tx, card(receipts[0]!.id, method.id)));
    await expect(
      t.db.transaction((tx) => settleReceipt(tx, card(receipts[0]!.id, method.id))),
    ).rejects.toMatchObject({ code: 'PAYMENT_ALREADY_PAID', statusCode: 409 });
    await expect(
      t.db.transaction((tx) => settleReceipt(tx, card(receipts[1]!.id, method.id, { amountCents: 1494 }))),
    ).rejects.toMatchObject({ code: 'PAYMENT_AMOUNT_MISMATCH', statusCode: 422 });
    await t.db.update(payments).set({ deleted_at: paidAt }).where(eq(payments.id, receipts[2]!.id));
    await expect(
      t.db.transaction((tx) => settleReceipt(tx, card(receipts[2]!.id, method.id))),
    ).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND', statusCode: 404 });
    expect(await transactionsOf(receipts[0]!.id)).toHaveLength(1);
    expect(await transactionsOf(receipts[1]!.id)).toHaveLength(0);
    expect((await receiptRow(receipts[1]!.id)).pending_amount_cents).toBe(1495);
  });

  it('completes the pending transaction of the same gateway order instead of adding one', async () => {
    const { method, receipts } = await draftWithReceipts();
    const id = receipts[0]!.id;
    await t.db.insert(paymentTransactions).values({
      payment_id: id,
      kind: 'charge',
      amount_cents: 1495,
      status: 'pending',
      gateway: 'sandbox',
      gateway_order: 'PEND0001',
    });
    await t.db.transaction((tx) => settleReceipt(tx, card(id, method.id, { gatewayOrder: 'PEND0001' })));
    expect(await transactionsOf(id)).toMatchObject([{ gateway_order: 'PEND0001', status: 'ok' }]);
  });

  it('clears the return reason of a receipt paid again after a return', async () => {
    const { method, receipts } = await draftWithReceipts();
    await t.db.update(payments).set({ return_reason: 'AM04' }).where(eq(payments.id, receipts[1]!.id));
    await t.db.transaction((tx) => settleReceipt(tx, card(receipts[1]!.id, method.id)));
    expect((await receiptRow(receipts[1]!.id)).return_reason).toBeNull();
  });
});

describe('the receipt-paid mail', () => {
  it('mails a paid receipt after the first one, once, and never the first one', async () => {
    const { policy, method, receipts } = await draftWithReceipts();
    await t.db.transaction((tx) => settleReceipt(tx, card(receipts[0]!.id, method.id)));
    await runQueuedJobs(t.db);
    const templatesTo = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, policy.email))).map(
        (m) => m.template,
      );
    expect(await templatesTo()).toEqual(['policy-active']);
    await t.db.transaction((tx) => settleReceipt(tx, card(receipts[1]!.id, method.id)));
    await runQueuedJobs(t.db);
    await runQueuedJobs(t.db);
    expect(await templatesTo()).toEqual(['policy-active', 'receipt-paid']);
    const mail = await lastMailTo(t.db, policy.email);
    expect(mail!.subject).toBe(`Recibo pagado: póliza ${policy.number}`);
    expect(mail!.text_body).toContain('Hemos recibido el pago de 14,95 € del recibo n.º 2');
    expect(mail!.text_body).toContain('el 23/11/2026');
  });
});

describe('recordDeniedAttempt', () => {
  it('records a ko transaction with the response code and leaves the receipt unpaid', async () => {
    const { policy, method, receipts } = await draftWithReceipts();
    const id = receipts[0]!.id;
    await t.db.transaction((tx) =>
      recordDeniedAttempt(tx, {
        paymentId: id,
        amountCents: 1495,
        methodType: PaymentMethodType.CARD,
        paymentMethodId: method.id,
        responseCode: '0190',
        gateway: 'sandbox',
        gatewayOrder: 'DENY0001',
        occurredAt: paidAt,
      }),
    );
    expect(await transactionsOf(id)).toMatchObject([
      { status: 'ko', reason_code: '0190', gateway_order: 'DENY0001' },
    ]);
    expect(await receiptRow(id)).toMatchObject({ pending_amount_cents: 1495, payment_date: null });
    expect((await policyRow(policy.id)).status).toBe(PolicyStatus.DRAFT);
  });
});
