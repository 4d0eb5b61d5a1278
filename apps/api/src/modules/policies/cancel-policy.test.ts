import {
  addDays,
  cancellationSettlement,
  EvaluationStatus,
  isCancellationRefusal,
  madridDate,
  Periodicity,
  PolicyStatus,
  Role,
  receiptPeriod,
} from '@amparo/domain';
import { and, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedHolderWithReceipts } from '../../../test/card-payment-helpers.ts';
import { seedEvaluation } from '../../../test/evaluation-factories.ts';
import { newImei } from '../../../test/evaluations.ts';
import { lastMailTo, seedPolicy } from '../../../test/factories.ts';
import { seedDebitPolicy } from '../../../test/sepa-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  auditLog,
  evaluations,
  payments,
  paymentTransactions,
  policies,
  policyRisks,
  riskMobiles,
  sepaFiles,
  settings,
} from '../../db/schema/index.ts';

const t = useTestApp();

const STORED = {
  card_reference: 'SBX0003ABCDEF0123456789ABCDEF0123456789A',
  card_cof_txn_id: '123456789',
  card_last4: '0003',
};
const DAY = 86_400_000;

const cancel = (
  headers: Record<string, string>,
  policyId: number,
  body: Record<string, unknown>,
  key?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/policies/${policyId}/cancel`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: body,
  });

const receiptsOf = (policyId: number) =>
  t.db.select().from(payments).where(eq(payments.policy_id, policyId)).orderBy(payments.sequence);
const policyRow = async (id: number) => (await t.db.select().from(policies).where(eq(policies.id, id)))[0]!;
const setMode = (value: 'end_of_period' | 'pro_rata') =>
  t.db
    .insert(settings)
    .values({ key: 'cancellation_mode', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });

/** A customer's policy (booked now unless told) whose first receipt of 1495 was paid by card through the sandbox. */
async function paidByCard(policy: { created_at?: Date; imei?: string } = {}) {
  const seeded = await seedHolderWithReceipts(t.db, {
    policy: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED, ...policy },
    receipts: { method: STORED },
  });
  const staff = await seedSession(t.db, Role.AGENT);
  const pay = await t.app.inject({
    method: 'PUT',
    url: `/api/policies/${seeded.policy.id}/payments/${seeded.receipts[0]!.id}/pay`,
    headers: staff.headers,
  });
  expect(pay.statusCode, pay.body).toBe(200);
  return { ...seeded, staff };
}

describe('POST /api/policies/{id}/cancel: the customer withdraws', () => {
  it('within 15 days: full refund to the card, receipts cancelled, IMEI freed, acknowledged by mail', async () => {
    const imei = newImei();
    const { holder, policy, receipts } = await paidByCard({ imei });
    const res = await cancel(holder.headers, policy.id, { reason: 'withdrawal' }, 'desiste-0001');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const today = madridDate(new Date())!;
    expect(body).toMatchObject({
      policy_id: policy.id,
      status: PolicyStatus.CANCELLED,
      kind: 'withdrawal',
      effective_date: today,
      refund_cents: 1495,
      cancelled_receipt_ids: [receipts[1]!.id, receipts[2]!.id],
    });
    const stored = await policyRow(policy.id);
    expect(stored).toMatchObject({ status: 4, cancel_reason: 'withdrawal', ends_on: today });
    expect(stored.cancelled_at).not.toBeNull();
    const rows = await receiptsOf(policy.id);
    const refund = rows.find((r) => r.id === body.refund_receipt_id)!;
    // Refunded to the card through the sandbox: given back at once (ABONADO).
    expect(refund).toMatchObject({ price_cents: -1495, pending_amount_cents: 0 });
    expect(refund.payment_date).not.toBeNull();
    const moves = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.payment_id, refund.id));
    expect(moves).toMatchObject([{ kind: 'refund', status: 'ok', amount_cents: -1495, gateway: 'sandbox' }]);
    expect(rows.filter((r) => r.deleted_at !== null).map((r) => r.id)).toEqual([
      receipts[1]!.id,
      receipts[2]!.id,
    ]);
    const [mobile] = await t.db.select().from(riskMobiles).where(eq(riskMobiles.imei, imei));
    expect(mobile!.imei_active).toBe(false);
    // The IMEI is free: another policy can cover that phone now.
    await expect(seedPolicy(t.db, { imei })).resolves.toBeTruthy();
    const mail = await lastMailTo(t.db, policy.email!);
    expect(mail!.subject).toBe(`Hemos recibido tu desistimiento de la póliza ${policy.number}`);
    expect(mail!.text_body).toContain(`${today.split('-').reverse().join('/')} a las `);
    expect(mail!.text_body).toContain('14,95 €');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.cancel'), eq(auditLog.entity_id, String(policy.id))));
    expect(audit).toMatchObject([{ actor_user_id: holder.user.id }]);
  });

  it('replays the same Idempotency-Key with the same answer and one refund; without a key, a second cancel is a 409', async () => {
    const { holder, policy } = await paidByCard();
    const first = await cancel(holder.headers, policy.id, { reason: 'withdrawal' }, 'desiste-0002');
    expect(first.statusCode, first.body).toBe(200);
    const again = await cancel(holder.headers, policy.id, { reason: 'withdrawal' }, 'desiste-0002');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const refunds = (await receiptsOf(policy.id)).filter((r) => r.price_cents < 0);
    expect(refunds).toHaveLength(1);
    const twice = await cancel(holder.headers, policy.id, { reason: 'withdrawal' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'POLICY_ALREADY_CANCELLED',
      message: 'Esta póliza ya está cancelada',
    });
  });

  it('refuses a withdrawal on day 16, and keeps the policy as it was', async () => {
    const { holder, policy } = await paidByCard({ created_at: new Date(Date.now() - 16 * DAY) });
    const res = await cancel(holder.headers, policy.id, { reason: 'withdrawal' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'WITHDRAWAL_PERIOD_OVER',
      message: 'Han pasado los 15 días para desistir: puedes cancelar la póliza',
    });
    expect((await policyRow(policy.id)).status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    expect((await receiptsOf(policy.id)).every((r) => r.deleted_at === null)).toBe(true);
  });

  it("answers 404 for another customer's policy and 403 for a staff reason", async () => {
    const { policy } = await paidByCard();
    const other = await seedSession(t.db, Role.POLICYHOLDER);
    const res = await cancel(other.headers, policy.id, { reason: 'withdrawal' });
    expect(res.statusCode).toBe(404);
    const { holder, policy: own } = await paidByCard();
    const staffReason = await cancel(holder.headers, own.id, { reason: 'staff' });
    expect(staffReason.statusCode).toBe(403);
    expect((await policyRow(own.id)).status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${own.id}/cancel`,
      payload: { reason: 'withdrawal' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/policies/{id}/cancel: staff cancel after the 15 days', () => {
  /** Booked 60 days ago; the first monthly receipt (10 days old) paid by transfer, two unpaid ahead; a phone check pending. */
  async function oldPolicy() {
    const firstActivation = addDays(madridDate(new Date())!, -10);
    const seeded = await seedHolderWithReceipts(t.db, {
      policy: {
        status: PolicyStatus.ACTIVE_PAID_SIGNED,
        created_at: new Date(Date.now() - 60 * DAY),
        periodicity: Periodicity.MONTHLY,
        evaluation_status: EvaluationStatus.PENDING,
      },
      receipts: { firstActivation },
    });
    await t.db
      .update(payments)
      .set({ pending_amount_cents: 0, payment_date: new Date(Date.now() - 10 * DAY) })
      .where(eq(payments.id, seeded.receipts[0]!.id));
    return { ...seeded, firstActivation, staff: await seedSession(t.db, Role.AGENT) };
  }

  it('end_of_period: no refund, cover to the end of the paid month, unpaid receipts deleted', async () => {
    await setMode('end_of_period');
    const { policy, receipts, staff, firstActivation } = await oldPolicy();
    const res = await cancel(staff.headers, policy.id, { reason: 'staff', comment: 'Lo pide por teléfono' });
    expect(res.statusCode, res.body).toBe(200);
    const end = receiptPeriod(firstActivation, Periodicity.MONTHLY).to;
    expect(res.json()).toMatchObject({
      kind: 'cancellation',
      effective_date: end,
      refund_cents: 0,
      refund_receipt_id: null,
      cancelled_receipt_ids: [receipts[1]!.id, receipts[2]!.id],
    });
    expect(await policyRow(policy.id)).toMatchObject({
      status: 4,
      ends_on: end,
      cancel_reason: 'staff',
      evaluation_status: EvaluationStatus.CANCELED,
    });
    expect((await receiptsOf(policy.id)).filter((r) => r.price_cents < 0)).toEqual([]);
    const mail = await lastMailTo(t.db, policy.email!);
    expect(mail!.subject).toBe(`Tu póliza ${policy.number} está cancelada`);
    expect(mail!.text_body).toContain(end.split('-').reverse().join('/'));
  });

  it('pro_rata: the unused days of the paid month go back as a credit to pay out, cover ends today', async () => {
    await setMode('pro_rata');
    const { policy, staff } = await oldPolicy();
    const before = await receiptsOf(policy.id);
    const now = new Date();
    const expected = cancellationSettlement({
      policy: { ...(await policyRow(policy.id)) },
      receipts: before,
      now,
      reason: 'staff',
      mode: 'pro_rata',
    });
    if (isCancellationRefusal(expected)) throw new Error('unexpected refusal');
    expect(expected.refundCents).toBeGreaterThan(0);
    expect(expected.refundCents).toBeLessThan(1495);
    const res = await cancel(staff.headers, policy.id, { reason: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'cancellation',
      effective_date: madridDate(now),
      refund_cents: expected.refundCents,
    });
    const credit = (await receiptsOf(policy.id)).find((r) => r.id === res.json().refund_receipt_id)!;
    // Paid by transfer: a credit owed until staff pay it out (PENDIENTE_ABONO).
    expect(credit).toMatchObject({
      price_cents: -expected.refundCents,
      pending_amount_cents: -expected.refundCents,
      payment_date: null,
    });
    const owed = await t.db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.payment_id, credit.id), lt(paymentTransactions.amount_cents, 0)));
    expect(owed).toMatchObject([{ kind: 'refund', status: 'pending' }]);
    await setMode('end_of_period');
  });

  it('refuses staff without policies.update (403), before anything changes', async () => {
    const { policy } = await oldPolicy();
    const expert = await seedSession(t.db, Role.EXPERT);
    const res = await cancel(expert.headers, policy.id, { reason: 'staff' });
    expect(res.statusCode).toBe(403);
    expect((await policyRow(policy.id)).status).toBe(PolicyStatus.ACTIVE_PAID_SIGNED);
  });
});

describe('POST /api/policies/{id}/cancel: a direct debit policy', () => {
  it('withdrawal: refund as a credit to pay out, a receipt at the bank kept, the pending phone check closed', async () => {
    const today = madridDate(new Date())!;
    const { policy, receipts } = await seedDebitPolicy(t.db, {
      policy: { status: PolicyStatus.ACTIVE_PAID_SIGNED, evaluation_status: EvaluationStatus.PENDING },
      receipts: [
        { price: 1195, activation: today, paid: true },
        { price: 1195, activation: addDays(today, 31) },
        { price: 1195, activation: addDays(today, 62) },
      ],
    });
    const [file] = await t.db
      .insert(sepaFiles)
      .values({
        message_id: `AMP-TEST-${policy.id}`,
        collection_date: today,
        total_cents: 1195,
        transactions_count: 1,
      })
      .returning();
    await t.db.update(payments).set({ sepa_file_id: file!.id }).where(eq(payments.id, receipts[1]!.id));
    const [risk] = await t.db.select().from(policyRisks).where(eq(policyRisks.policy_id, policy.id));
    const evaluation = await seedEvaluation(t.db, { policyId: policy.id, riskId: risk!.id });
    const staff = await seedSession(t.db, Role.AGENT);
    const res = await cancel(staff.headers, policy.id, { reason: 'customer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'withdrawal',
      refund_cents: 1195,
      cancelled_receipt_ids: [receipts[2]!.id],
    });
    const rows = await receiptsOf(policy.id);
    expect(rows.find((r) => r.id === receipts[1]!.id)!.deleted_at).toBeNull();
    expect(rows.find((r) => r.id === res.json().refund_receipt_id)).toMatchObject({
      price_cents: -1195,
      pending_amount_cents: -1195,
      payment_date: null,
    });
    const [closed] = await t.db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(closed!.status).toBe(EvaluationStatus.CANCELED);
    const mail = await lastMailTo(t.db, policy.email!);
    expect(mail!.text_body).toContain('por transferencia');
    expect(mail!.text_body).toContain('ya estaba enviado a tu banco');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.cancel'), eq(auditLog.entity_id, String(policy.id))));
    expect(audit!.after).toMatchObject({ receipts_kept_at_bank: [receipts[1]!.id], reason: 'customer' });
  });
});
