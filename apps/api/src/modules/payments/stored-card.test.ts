import { PolicyStatus, Role } from '@amparo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedHolderWithReceipts } from '../../../test/card-payment-helpers.ts';
import { madridDayFrom } from '../../../test/madrid-days.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, paymentMethods, payments, paymentTransactions, policies } from '../../db/schema/index.ts';

const t = useTestApp();

const STORED = {
  card_reference: 'SBX0003ABCDEF0123456789ABCDEF0123456789A',
  card_cof_txn_id: '123456789',
  card_last4: '0003',
};
const DENYING = { ...STORED, card_reference: 'SBX0011ABCDEF0123456789ABCDEF0123456789A', card_last4: '0011' };
const daysAgo = (n: number) => madridDayFrom(-n);

const receiptRow = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const transactionsOf = (paymentId: number) =>
  t.db.select().from(paymentTransactions).where(eq(paymentTransactions.payment_id, paymentId));

describe('PUT /api/policies/{id}/payments/{paymentId}/pay (stored card)', () => {
  it('charges the card on file merchant-initiated and pays the receipt, recording who asked', async () => {
    const { policy, receipts } = await seedHolderWithReceipts(t.db, {
      policy: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED },
      receipts: { method: STORED },
    });
    const agent = await seedSession(t.db, Role.AGENT);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/policies/${policy.id}/payments/${receipts[1]!.id}/pay`,
      headers: agent.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Recibo pagado',
      paid_payment_ids: [receipts[1]!.id],
      policy_activated: false,
    });
    expect((await receiptRow(receipts[1]!.id)).pending_amount_cents).toBe(0);
    const [row] = await transactionsOf(receipts[1]!.id);
    expect(row).toMatchObject({ status: 'ok', recorded_by: agent.user.id, gateway: 'sandbox' });
    expect(row!.reference).toMatch(/^\d{6}$/);
  });

  it('answers the card message when the stored card is refused, recording the ko attempt', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db, {
      policy: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED },
      receipts: { method: DENYING },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/policies/${policy.id}/payments/${receipts[1]!.id}/pay`,
      headers: holder.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Por favor revisa los datos de la tarjeta e inténtalo de nuevo');
    expect(await transactionsOf(receipts[1]!.id)).toMatchObject([{ status: 'ko', reason_code: '0190' }]);
    expect((await receiptRow(receipts[1]!.id)).payment_date).toBeNull();
  });

  it('asks for a new card when none is stored (409)', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/policies/${policy.id}/payments/${receipts[0]!.id}/pay`,
      headers: holder.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NO_STORED_CARD');
  });
});

describe('PUT /api/policies/{id}/make-payment', () => {
  it('pays every receipt already due, oldest first, and leaves the future ones', async () => {
    const { holder, policy, receipts } = await seedHolderWithReceipts(t.db, {
      receipts: { method: STORED, firstActivation: daysAgo(40), count: 3 },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/policies/${policy.id}/make-payment`,
      headers: holder.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const due = receipts.filter((r) => r.activation_date <= daysAgo(0)).map((r) => r.id);
    expect(due.length).toBeGreaterThanOrEqual(2);
    expect(res.json()).toMatchObject({ paid_payment_ids: due, policy_activated: true });
    expect((await t.db.select().from(policies).where(eq(policies.id, policy.id)))[0]!.status).toBe(
      PolicyStatus.ACTIVE_PAID_UNSIGNED,
    );
    expect((await receiptRow(receipts[2]!.id)).payment_date).toBeNull();
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/policies/${policy.id}/make-payment`,
      headers: holder.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_NOTHING_DUE');
  });
});

describe('PATCH /api/policies/{id}/payment_methods/{methodId}', () => {
  it('makes a method the default (unpaid receipts follow) or retires it, audited', async () => {
    const { holder, policy, method, receipts } = await seedHolderWithReceipts(t.db, {
      receipts: { method: STORED },
    });
    const [other] = await t.db
      .insert(paymentMethods)
      .values({ policy_id: policy.id, type: 1, is_default: false, ...DENYING })
      .returning();
    const url = (id: number) => `/api/policies/${policy.id}/payment_methods/${id}`;
    const made = await t.app.inject({
      method: 'PATCH',
      url: url(other!.id),
      headers: holder.headers,
      payload: { is_default: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      id: other!.id,
      is_default: true,
      has_stored_card: true,
      card_last4: '0011',
    });
    expect((await receiptRow(receipts[0]!.id)).payment_method_id).toBe(other!.id);
    const [old] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id));
    expect(old!.is_default).toBe(false);
    const retired = await t.app.inject({
      method: 'PATCH',
      url: url(other!.id),
      headers: holder.headers,
      payload: { active: false },
    });
    expect(retired.json()).toMatchObject({ active: false, is_default: false });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'payment_method'), eq(auditLog.entity_id, String(other!.id))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'payment_method.deactivate',
      'payment_method.make_default',
    ]);
    expect(JSON.stringify(audits)).not.toContain('SBX0011');
    const empty = await t.app.inject({
      method: 'PATCH',
      url: url(method.id),
      headers: holder.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    const stranger = await seedSession(t.db, Role.POLICYHOLDER);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: url(method.id),
      headers: stranger.headers,
      payload: { is_default: true },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
