import { describe, expect, it } from 'vitest';
import { type PaymentForStatus, paymentDisplayStatus } from './payment-status.ts';

const now = new Date('2024-06-15T12:00:00Z');

const payment = (overrides: Partial<PaymentForStatus>): PaymentForStatus => ({
  price: 1250,
  pending_amount: 0,
  payment_date: null,
  activation_date: null,
  ...overrides,
});

describe('paymentDisplayStatus', () => {
  it.each([
    ['paid: payment date and positive price', { payment_date: '2024-06-01' }, 'PAGADO'],
    ['paid: payment date and zero price', { payment_date: '2024-06-01', price: 0 }, 'PAGADO'],
    [
      'paid wins over a past activation with pending amount',
      { payment_date: '2024-06-01', activation_date: '2024-05-01', pending_amount: 1250 },
      'PAGADO',
    ],
    ['received: payment date and negative price', { payment_date: '2024-06-01', price: -500 }, 'ABONADO'],
    ['pending refund: negative price, not paid out (our rule)', { price: -500 }, 'PENDIENTE_ABONO'],
    [
      'pending refund even with a future activation',
      { price: -500, activation_date: '2024-07-01' },
      'PENDIENTE_ABONO',
    ],
    [
      'scheduled: activation in the future',
      { activation_date: '2024-07-01', pending_amount: 1250 },
      'PROGRAMADO',
    ],
    [
      'scheduled: one millisecond in the future',
      { activation_date: '2024-06-15T12:00:00.001Z', pending_amount: 1250 },
      'PROGRAMADO',
    ],
    [
      'unpaid: activation exactly now and amount pending',
      { activation_date: '2024-06-15T12:00:00Z', pending_amount: 1250 },
      'IMPAGADO',
    ],
    [
      'unpaid: activation passed and amount pending',
      { activation_date: '2024-06-01', pending_amount: 1250 },
      'IMPAGADO',
    ],
    [
      'unpaid: partly paid (pending less than price)',
      { activation_date: '2024-06-01', pending_amount: 1 },
      'IMPAGADO',
    ],
    [
      'nothing: activation passed, nothing pending',
      { activation_date: '2024-06-01', pending_amount: 0 },
      null,
    ],
    [
      'nothing: activation passed, pending null',
      { activation_date: '2024-06-01', pending_amount: null },
      null,
    ],
    ['nothing: no dates at all', {}, null],
    ['nothing: unreadable activation date', { activation_date: 'soon', pending_amount: 1250 }, null],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(paymentDisplayStatus(payment(overrides), now)).toBe(expected);
  });

  // A receipt's activation is a Madrid calendar day: due from Madrid's midnight (CEST: 22:00 UTC the day before).
  it.each([
    ['23:30 in Madrid the day before: still scheduled', '2024-06-15T21:30:00Z', 'PROGRAMADO'],
    ['00:30 in Madrid on the day, 22:30 UTC the day before: owed', '2024-06-15T22:30:00Z', 'IMPAGADO'],
    ['winter (CET): 23:30 UTC is already the day in Madrid', '2024-12-15T23:30:00Z', 'IMPAGADO'],
  ] as const)('a receipt due %s', (_name, at, expected) => {
    const due = at.startsWith('2024-12') ? '2024-12-16' : '2024-06-16';
    expect(paymentDisplayStatus(payment({ activation_date: due, pending_amount: 1250 }), new Date(at))).toBe(
      expected,
    );
  });
});
