import { PolicyStatus } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  formEncoded,
  notificationFor,
  type SignedForm,
  seedHolderWithReceipts,
} from '../../../test/card-payment-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { jobs, payments, paymentTransactions, policies } from '../../db/schema/index.ts';
import { seedSchedules } from '../../jobs/schedules.ts';
import { NO_GATEWAY_ANSWER, SWEEP_QUEUE, sweepStaleAttempts } from './sweep-stale-attempts.ts';

const t = useTestApp();

const HOUR = 60 * 60 * 1000;
const transactionsOf = (paymentId: number) =>
  t.db.select().from(paymentTransactions).where(eq(paymentTransactions.payment_id, paymentId));

/** A card form issued for the first receipt: one pending attempt. */
async function pendingAttempt() {
  const seeded = await seedHolderWithReceipts(t.db);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/policies/${seeded.policy.id}/payments/${seeded.receipts[0]!.id}/form`,
    headers: seeded.holder.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...seeded, form: res.json() as SignedForm };
}

describe('sweepStaleAttempts (payments.sweep-pending)', () => {
  it('closes attempts pending for more than two hours as ko, and leaves younger ones pending', async () => {
    const { receipts } = await pendingAttempt();
    const [attempt] = await transactionsOf(receipts[0]!.id);
    const created = attempt!.created_at.getTime();
    expect(await sweepStaleAttempts(t.db, new Date(created + 2 * HOUR - 1000))).toBe(0);
    expect((await transactionsOf(receipts[0]!.id))[0]!.status).toBe('pending');
    expect(await sweepStaleAttempts(t.db, new Date(created + 2 * HOUR + 1000))).toBeGreaterThanOrEqual(1);
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([
      { status: 'ko', reason_code: NO_GATEWAY_ANSWER },
    ]);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, receipts[0]!.id));
    expect(row!.payment_date).toBeNull();
  });

  it('a late genuine notification still settles the receipt, in the same transaction row', async () => {
    const { policy, receipts, form } = await pendingAttempt();
    await sweepStaleAttempts(t.db, new Date(Date.now() + 3 * HOUR));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redsys/notification',
      ...formEncoded(notificationFor(form)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('paid');
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([{ status: 'ok', reason_code: null }]);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, receipts[0]!.id));
    expect(row!.pending_amount_cents).toBe(0);
    const [alive] = await t.db.select().from(policies).where(eq(policies.id, policy.id));
    expect(alive!.status).toBe(PolicyStatus.ACTIVE_PAID_UNSIGNED);
    // The replay of that notification changes nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redsys/notification',
      ...formEncoded(notificationFor(form)),
    });
    expect(again.json().status).toBe('already_recorded');
  });

  it('a late denial replaces the sweeper reason with the gateway code', async () => {
    const { receipts, form } = await pendingAttempt();
    await sweepStaleAttempts(t.db, new Date(Date.now() + 3 * HOUR));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redsys/notification',
      ...formEncoded(notificationFor(form, { responseCode: '0190', cardNumber: '4548810000000011' })),
    });
    expect(res.json().status).toBe('denied');
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([{ status: 'ko', reason_code: '0190' }]);
  });

  it('leaves pending refunds alone', async () => {
    const { receipts } = await seedHolderWithReceipts(t.db, {
      policy: { status: PolicyStatus.ACTIVE_PAID_UNSIGNED },
    });
    await t.db.insert(paymentTransactions).values({
      payment_id: receipts[0]!.id,
      kind: 'refund',
      amount_cents: -100,
      status: 'pending',
      gateway: 'sandbox',
      created_at: new Date(Date.now() - 5 * HOUR),
    });
    await sweepStaleAttempts(t.db, new Date());
    expect(await transactionsOf(receipts[0]!.id)).toMatchObject([{ kind: 'refund', status: 'pending' }]);
  });

  it('queues the next hour once', async () => {
    const now = new Date('2026-11-23T05:20:00Z');
    await seedSchedules(t.db, now);
    await seedSchedules(t.db, now);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, SWEEP_QUEUE));
    expect(queued.filter((j) => j.run_at.toISOString() === '2026-11-23T06:00:00.000Z')).toHaveLength(1);
  });
});
