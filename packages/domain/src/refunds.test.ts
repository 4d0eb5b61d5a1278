import { describe, expect, it } from 'vitest';
import { refundableCents, refundChannel, refundRefusal, storedCardAttemptDue } from './refunds.ts';

const paid = {
  price_cents: 1495,
  pending_amount_cents: 0,
  payment_date: '2026-11-01T10:00:00Z',
  deleted_at: null,
};

describe('refundableCents / refundRefusal', () => {
  it.each([
    ['paid, nothing refunded', paid, 0, 1495, null, 1495],
    ['partial refund', paid, 0, 500, null, 1495],
    ['what is left after an earlier refund', paid, 500, 995, null, 995],
    ['one cent more than what is left', paid, 500, 996, 'EXCEEDS_REFUNDABLE', 995],
    ['earlier refunds given as negative cents count the same', paid, -500, 996, 'EXCEEDS_REFUNDABLE', 995],
    ['more than paid', paid, 0, 1496, 'EXCEEDS_REFUNDABLE', 1495],
    ['everything already refunded', paid, 1495, 1, 'EXCEEDS_REFUNDABLE', 0],
    ['unpaid receipt', { ...paid, payment_date: null, pending_amount_cents: 1495 }, 0, 100, 'NOT_PAID', 0],
    ['deleted receipt', { ...paid, deleted_at: '2026-11-02' }, 0, 100, 'RECEIPT_DELETED', 0],
    ['a refund receipt', { ...paid, price_cents: -500 }, 0, 100, 'NOT_A_CHARGE', 0],
    ['zero amount', paid, 0, 0, 'AMOUNT_INVALID', 1495],
    ['negative amount', paid, 0, -5, 'AMOUNT_INVALID', 1495],
    ['fraction of a cent', paid, 0, 10.5, 'AMOUNT_INVALID', 1495],
  ] as const)('%s', (_name, receipt, earlier, amount, refusal, refundable) => {
    expect(refundRefusal(receipt, earlier, amount)).toBe(refusal);
    expect(refundableCents(receipt, earlier)).toBe(refundable);
  });
});

describe('refundChannel', () => {
  it.each([
    [{ gateway: 'sandbox', gateway_order: '1234ABCDEFGH' }, 'card'],
    [{ gateway: null, gateway_order: null }, 'transfer'],
    [{ gateway: 'sandbox', gateway_order: null }, 'transfer'],
    [null, 'transfer'],
  ] as const)('%j → %s', (paidWith, channel) => {
    expect(refundChannel(paidWith)).toBe(channel);
  });
});

describe('storedCardAttemptDue', () => {
  it.each([
    ['never tried: the first attempt', [], '2026-11-01', 1],
    ['refused today: wait', ['2026-11-01'], '2026-11-01', null],
    ['refused 2 days ago: wait', ['2026-11-01'], '2026-11-03', null],
    ['refused 3 days ago: second attempt', ['2026-11-01'], '2026-11-04', 2],
    [
      'counted from the last refusal, whatever the order given',
      ['2026-11-04', '2026-11-01'],
      '2026-11-06',
      null,
    ],
    ['third attempt', ['2026-11-01', '2026-11-04'], '2026-11-07', 3],
    ['fourth and last', ['2026-11-01', '2026-11-04', '2026-11-07'], '2026-11-10', 4],
    ['all four used: no more', ['2026-11-01', '2026-11-04', '2026-11-07', '2026-11-10'], '2026-12-31', null],
    ['across a month end', ['2026-11-29'], '2026-12-02', 2],
  ] as const)('%s', (_name, refused, today, attempt) => {
    expect(storedCardAttemptDue(refused, today)).toBe(attempt);
  });
});
