import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CancellationInput,
  type CancellationReceipt,
  cancellationSettlement,
  canShowWithdrawalButton,
  isCancellationRefusal,
  isWithinWithdrawal,
  netPaidCents,
  withdrawalDeadline,
} from './cancellation.ts';
import { Periodicity, PolicyStatus } from './enums.ts';
import { addDays, madridDate } from './madrid-time.ts';
import { addMonths } from './pricing.ts';

describe('withdrawalDeadline (15 days from the day after the contract, Madrid time)', () => {
  it.each([
    ['winter contract (CET)', '2026-03-01T10:00:00Z', '2026-03-16', '2026-03-16T23:00:00.000Z'],
    ['summer contract (CEST)', '2026-06-10T10:00:00Z', '2026-06-25', '2026-06-25T22:00:00.000Z'],
    [
      '23:59 Madrid is still the contract day',
      '2026-03-01T22:59:00Z',
      '2026-03-16',
      '2026-03-16T23:00:00.000Z',
    ],
    [
      '00:00 Madrid is the next day although UTC says otherwise',
      '2026-03-01T23:00:00Z',
      '2026-03-17',
      '2026-03-17T23:00:00.000Z',
    ],
    ['23:59:59 Madrid in summer', '2026-07-01T21:59:59Z', '2026-07-16', '2026-07-16T22:00:00.000Z'],
    ['00:00 Madrid in summer', '2026-07-01T22:00:00Z', '2026-07-17', '2026-07-17T22:00:00.000Z'],
    ['contract in CET, deadline in CEST', '2026-03-20T12:00:00Z', '2026-04-04', '2026-04-04T22:00:00.000Z'],
    [
      'last day is the March change (29 March 2026)',
      '2026-03-14T12:00:00Z',
      '2026-03-29',
      '2026-03-29T22:00:00.000Z',
    ],
    [
      'contract on the March change day, after 02:00',
      '2026-03-29T01:30:00Z',
      '2026-04-13',
      '2026-04-13T22:00:00.000Z',
    ],
    [
      'last day is the October change (25 October 2026)',
      '2026-10-10T10:00:00Z',
      '2026-10-25',
      '2026-10-25T23:00:00.000Z',
    ],
    ['contract in CEST, deadline in CET', '2026-10-20T12:00:00Z', '2026-11-04', '2026-11-04T23:00:00.000Z'],
    ['a plain Madrid date', '2026-05-05', '2026-05-20', '2026-05-20T22:00:00.000Z'],
    ['across the year end', '2026-12-20T10:00:00Z', '2027-01-04', '2027-01-04T23:00:00.000Z'],
  ])('%s', (_name, contract, lastDay, endsAt) => {
    const deadline = withdrawalDeadline(contract);
    expect(deadline?.lastDay).toBe(lastDay);
    expect(deadline?.endsAt.toISOString()).toBe(endsAt);
  });

  it('is null for an unreadable date', () => {
    expect(withdrawalDeadline('yesterday')).toBeNull();
    expect(withdrawalDeadline(new Date(Number.NaN))).toBeNull();
  });
});

describe('isWithinWithdrawal', () => {
  it.each([
    ['the contract day', '2026-03-01T10:00:00Z', '2026-03-01T18:00:00Z', true],
    ['day 15, last minute in Madrid (UTC+1)', '2026-03-01T10:00:00Z', '2026-03-16T22:59:59Z', true],
    ['day 16 in Madrid although still day 15 in UTC', '2026-03-01T10:00:00Z', '2026-03-16T23:00:00Z', false],
    ['day 16', '2026-03-01T10:00:00Z', '2026-03-17T10:00:00Z', false],
    ['before the contract (clock skew)', '2026-03-01T10:00:00Z', '2026-02-28T10:00:00Z', false],
    ['day 15 is the March change, 23:59 CEST', '2026-03-14T12:00:00Z', '2026-03-29T21:59:00Z', true],
    ['day 16 after the March change, 00:00 CEST', '2026-03-14T12:00:00Z', '2026-03-29T22:00:00Z', false],
    ['day 15 is the October change, 23:59 CET', '2026-10-10T10:00:00Z', '2026-10-25T22:59:00Z', true],
    ['day 16 after the October change, 00:00 CET', '2026-10-10T10:00:00Z', '2026-10-25T23:00:00Z', false],
    ['summer day 15, 23:59 CEST', '2026-07-01T08:00:00Z', '2026-07-16T21:59:00Z', true],
    ['summer day 16, 00:00 CEST', '2026-07-01T08:00:00Z', '2026-07-16T22:00:00Z', false],
    ['unreadable contract date', 'yesterday', '2026-03-02T10:00:00Z', false],
  ])('%s → %s', (_name, contract, now, expected) => {
    expect(isWithinWithdrawal(contract, new Date(now))).toBe(expected);
  });

  it('agrees with the deadline at every instant (property, 2024–2030, both DST changes)', () => {
    const instant = fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.integer({ min: -2 * 86_400, max: 20 * 86_400 }), (contract, seconds) => {
        const now = new Date(contract.getTime() + seconds * 1000);
        const deadline = withdrawalDeadline(contract)!;
        const sameDayOrLater = madridDate(now)! >= madridDate(contract)!;
        expect(isWithinWithdrawal(contract, now)).toBe(sameDayOrLater && now < deadline.endsAt);
        // The last day is 15 calendar days after the contract day, and the window closes at its end.
        expect(deadline.lastDay).toBe(addDays(madridDate(contract)!, 15));
        expect(madridDate(new Date(deadline.endsAt.getTime() - 1))).toBe(deadline.lastDay);
        expect(madridDate(deadline.endsAt)).toBe(addDays(deadline.lastDay, 1));
      }),
    );
  });
});

describe('canShowWithdrawalButton', () => {
  const created_at = '2026-03-01T10:00:00Z';
  it.each([
    ['draft: no contract concluded yet', PolicyStatus.DRAFT, '2026-03-05T10:00:00Z', false],
    ['paid, unsigned, day 4', PolicyStatus.ACTIVE_PAID_UNSIGNED, '2026-03-05T10:00:00Z', true],
    ['paid, signed, day 15', PolicyStatus.ACTIVE_PAID_SIGNED, '2026-03-16T22:59:00Z', true],
    ['paid, signed, day 16: gone', PolicyStatus.ACTIVE_PAID_SIGNED, '2026-03-16T23:00:00Z', false],
    ['cancelled', PolicyStatus.CANCELLED, '2026-03-05T10:00:00Z', false],
  ])('%s → %s', (_name, status, now, expected) => {
    expect(canShowWithdrawalButton({ status, created_at }, new Date(now))).toBe(expected);
  });
});

// A monthly policy of 10 € a month booked and paid on 1 March 2026.
const receipt = (id: number, overrides: Partial<CancellationReceipt> = {}): CancellationReceipt => ({
  id,
  sequence: id,
  activation_date: addMonths('2026-03-01', id - 1),
  price_cents: 1000,
  pending_amount_cents: 1000,
  payment_date: null,
  deleted_at: null,
  ...overrides,
});
const paid = (id: number, overrides: Partial<CancellationReceipt> = {}) =>
  receipt(id, {
    pending_amount_cents: 0,
    payment_date: `${addMonths('2026-03-01', id - 1)}T09:00:00Z`,
    ...overrides,
  });
const monthlyReceipts = (paidCount: number) =>
  Array.from({ length: 12 }, (_, i) => (i < paidCount ? paid(i + 1) : receipt(i + 1)));
const monthly = {
  status: PolicyStatus.ACTIVE_PAID_SIGNED,
  starts_on: '2026-03-01',
  ends_on: '2027-02-28',
  periodicity: Periodicity.MONTHLY,
  created_at: '2026-03-01T10:00:00Z',
};
const yearly = { ...monthly, periodicity: Periodicity.YEARLY };
const unpaidAfter = (n: number) => Array.from({ length: 12 - n }, (_, i) => n + i + 1);

const settle = (input: Partial<Omit<CancellationInput, 'now'>> & { now: string }) =>
  cancellationSettlement({
    policy: monthly,
    receipts: monthlyReceipts(1),
    reason: 'customer',
    mode: 'end_of_period',
    ...input,
    now: new Date(input.now),
  });

describe('cancellationSettlement: withdrawal within the 15 days', () => {
  it.each([
    ['the withdrawal button on day 10', 'withdrawal', '2026-03-11T10:00:00Z'],
    ['a customer cancelling on day 15 at 23:59 Madrid', 'customer', '2026-03-16T22:59:00Z'],
  ] as const)('%s: full refund, cover ends today, unpaid receipts cancelled', (_name, reason, now) => {
    expect(settle({ reason, now, mode: 'pro_rata' })).toEqual({
      kind: 'withdrawal',
      effectiveDate: madridDate(new Date(now)),
      refundCents: 1000,
      refunds: [{ receiptId: 1, cents: 1000 }],
      receiptsToCancel: unpaidAfter(1),
      notes: ['FULL_REFUND', 'UNPAID_RECEIPTS_CANCELLED'],
    });
  });

  it('gives back only what was not refunded before', () => {
    const receipts = [
      paid(1, { refunded_cents: 300 }),
      {
        ...receipt(13),
        sequence: 13,
        price_cents: -300,
        pending_amount_cents: 0,
        payment_date: '2026-03-03T10:00:00Z',
      },
    ];
    const result = settle({ reason: 'withdrawal', now: '2026-03-05T10:00:00Z', receipts });
    expect(result).toMatchObject({
      kind: 'withdrawal',
      refundCents: 700,
      refunds: [{ receiptId: 1, cents: 700 }],
    });
  });

  it('never gives back more than paid minus earlier refund receipts, even without per-receipt figures', () => {
    const receipts = [paid(1), paid(2), { ...receipt(13), price_cents: -1500, pending_amount_cents: -1500 }];
    const result = settle({ reason: 'withdrawal', now: '2026-03-05T10:00:00Z', receipts });
    expect(result).toMatchObject({ refundCents: 500, refunds: [{ receiptId: 2, cents: 500 }] });
    expect(!isCancellationRefusal(result) && result.notes).toContain('REFUND_CAPPED_AT_PAID');
  });

  it('a yearly policy withdrawn gets the whole year back', () => {
    const receipts = [{ ...paid(1), price_cents: 12000 }];
    expect(
      settle({ policy: yearly, receipts, reason: 'withdrawal', now: '2026-03-02T10:00:00Z' }),
    ).toMatchObject({
      kind: 'withdrawal',
      refundCents: 12000,
      receiptsToCancel: [],
      notes: ['FULL_REFUND'],
    });
  });
});

describe('cancellationSettlement: after the 15 days, or by staff', () => {
  it.each([
    // Day 16: the window is closed, the setting decides.
    [
      'customer, day 16, end of period',
      'customer',
      'end_of_period',
      '2026-03-17T10:00:00Z',
      1,
      '2026-03-31',
      0,
    ],
    // 14 of March's 31 days are unused (18–31): floor(1000 × 14 / 31) = 451.
    ['customer, day 16, pro rata', 'customer', 'pro_rata', '2026-03-17T10:00:00Z', 1, '2026-03-17', 451],
    // Staff cancelling inside the window is not a withdrawal.
    ['staff, day 5, end of period', 'staff', 'end_of_period', '2026-03-06T10:00:00Z', 1, '2026-03-31', 0],
    // 25 unused days of 31 (7–31): floor(1000 × 25 / 31) = 806.
    ['staff, day 5, pro rata', 'staff', 'pro_rata', '2026-03-06T10:00:00Z', 1, '2026-03-06', 806],
    // The last day of a period: nothing left to give back.
    ['customer, 31 March, pro rata', 'customer', 'pro_rata', '2026-03-31T10:00:00Z', 1, '2026-03-31', 0],
    // Two months paid in advance: cover to the end of April; pro rata gives April back whole.
    [
      'customer, prepaid April, end of period',
      'customer',
      'end_of_period',
      '2026-03-20T10:00:00Z',
      2,
      '2026-04-30',
      0,
    ],
    [
      'customer, prepaid April, pro rata',
      'customer',
      'pro_rata',
      '2026-03-20T10:00:00Z',
      2,
      '2026-03-20',
      1354,
    ],
    // Non-payment: May unpaid, nothing covers 20 May, so cover ends today.
    [
      'non-payment, end of period',
      'non_payment',
      'end_of_period',
      '2026-05-20T10:00:00Z',
      2,
      '2026-05-20',
      0,
    ],
    ['non-payment, pro rata', 'non_payment', 'pro_rata', '2026-05-20T10:00:00Z', 2, '2026-05-20', 0],
  ] as const)('%s', (_name, reason, mode, now, paidCount, effectiveDate, refundCents) => {
    const result = settle({ reason, mode, now, receipts: monthlyReceipts(paidCount) });
    expect(result).toMatchObject({
      kind: 'cancellation',
      effectiveDate,
      refundCents,
      receiptsToCancel: unpaidAfter(paidCount),
    });
  });

  it('yearly pro rata: 180 unused days of 365 → floor(12000 × 180 / 365) = 5917', () => {
    const receipts = [{ ...paid(1), price_cents: 12000 }];
    expect(settle({ policy: yearly, receipts, mode: 'pro_rata', now: '2026-09-01T10:00:00Z' })).toMatchObject(
      {
        kind: 'cancellation',
        effectiveDate: '2026-09-01',
        refundCents: 5917,
        refunds: [{ receiptId: 1, cents: 5917 }],
      },
    );
  });

  it('yearly end of period: no refund, cover to the end of the year paid', () => {
    const receipts = [{ ...paid(1), price_cents: 12000 }];
    expect(settle({ policy: yearly, receipts, now: '2026-09-01T10:00:00Z' })).toMatchObject({
      effectiveDate: '2027-02-28',
      refundCents: 0,
      notes: ['COVER_UNTIL_PAID_PERIOD_END'],
    });
  });

  it('cover never runs past the policy end date', () => {
    const policy = { ...yearly, ends_on: '2026-12-31' };
    const receipts = [{ ...paid(1), price_cents: 12000 }];
    expect(settle({ policy, receipts, now: '2026-09-01T10:00:00Z' })).toMatchObject({
      effectiveDate: '2026-12-31',
    });
  });

  it('deleted receipts are neither refunded nor cancelled', () => {
    const receipts = [
      paid(1, { deleted_at: '2026-03-02T10:00:00Z' }),
      receipt(2, { deleted_at: '2026-03-02T10:00:00Z' }),
    ];
    expect(settle({ reason: 'withdrawal', now: '2026-03-05T10:00:00Z', receipts })).toMatchObject({
      refundCents: 0,
      receiptsToCancel: [],
    });
  });
});

describe('cancellationSettlement: refusals and drafts', () => {
  it.each([
    [
      'a cancelled policy',
      { status: PolicyStatus.CANCELLED },
      'staff',
      '2026-03-05T10:00:00Z',
      'ALREADY_CANCELLED',
    ],
    [
      'a cancelled policy, by withdrawal',
      { status: PolicyStatus.CANCELLED },
      'withdrawal',
      '2026-03-05T10:00:00Z',
      'ALREADY_CANCELLED',
    ],
    ['withdrawal on day 16', {}, 'withdrawal', '2026-03-16T23:00:00Z', 'WITHDRAWAL_PERIOD_OVER'],
    [
      'withdrawal of a draft',
      { status: PolicyStatus.DRAFT },
      'withdrawal',
      '2026-03-05T10:00:00Z',
      'NOT_CONCLUDED',
    ],
    [
      'an unreadable contract date',
      { created_at: 'yesterday' },
      'staff',
      '2026-03-05T10:00:00Z',
      'INVALID_DATE',
    ],
  ] as const)('%s → %s', (_name, policy, reason, now, refusal) => {
    expect(settle({ policy: { ...monthly, ...policy }, reason, now })).toEqual({ refusal });
  });

  it('a draft cancelled by staff: no cover was given, unpaid receipts cancelled', () => {
    const policy = { ...monthly, status: PolicyStatus.DRAFT };
    expect(
      settle({ policy, reason: 'staff', now: '2026-04-05T10:00:00Z', receipts: monthlyReceipts(0) }),
    ).toEqual({
      kind: 'cancellation',
      effectiveDate: '2026-04-05',
      refundCents: 0,
      refunds: [],
      receiptsToCancel: unpaidAfter(0),
      notes: ['DRAFT_NEVER_COVERED', 'UNPAID_RECEIPTS_CANCELLED'],
    });
  });
});

// Properties over any monthly or yearly policy, any number of paid receipts and any moment.
const scenario = fc.record({
  yearly: fc.boolean(),
  price: fc.integer({ min: 0, max: 50_000 }),
  paidCount: fc.integer({ min: 0, max: 12 }),
  earlierRefund: fc.integer({ min: 0, max: 50_000 }),
  dayA: fc.integer({ min: 0, max: 400 }),
  dayB: fc.integer({ min: 0, max: 400 }),
  reason: fc.constantFrom('withdrawal', 'customer', 'staff', 'non_payment' as const),
  mode: fc.constantFrom('end_of_period', 'pro_rata' as const),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
function build(s: Scenario) {
  const n = s.yearly ? 1 : 12;
  const receipts: CancellationReceipt[] = Array.from({ length: n }, (_, i) =>
    i < Math.min(s.paidCount, n)
      ? paid(i + 1, { price_cents: s.price })
      : receipt(i + 1, { price_cents: s.price, pending_amount_cents: s.price }),
  );
  const collected = receipts.reduce((sum, r) => sum + r.price_cents - r.pending_amount_cents, 0);
  const refund = Math.min(s.earlierRefund, collected);
  if (refund > 0) receipts.push({ ...receipt(20), price_cents: -refund, pending_amount_cents: 0 });
  return { policy: s.yearly ? yearly : monthly, receipts };
}
const at = (day: number) => new Date(Date.parse('2026-03-01T10:00:00Z') + day * 86_400_000);

describe('cancellationSettlement properties', () => {
  it('the refund is never negative, never above what was paid, and splits exactly over the receipts', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { policy, receipts } = build(s);
        const result = cancellationSettlement({
          policy,
          receipts,
          now: at(s.dayA),
          reason: s.reason,
          mode: s.mode,
        });
        if (isCancellationRefusal(result)) {
          expect(result.refusal).toBe('WITHDRAWAL_PERIOD_OVER');
          return;
        }
        expect(result.refundCents).toBeGreaterThanOrEqual(0);
        expect(result.refundCents).toBeLessThanOrEqual(netPaidCents(receipts));
        expect(result.refunds.reduce((sum, r) => sum + r.cents, 0)).toBe(result.refundCents);
        for (const r of result.refunds) {
          const original = receipts.find((x) => x.id === r.receiptId)!;
          expect(r.cents).toBeGreaterThan(0);
          expect(r.cents).toBeLessThanOrEqual(original.price_cents);
          expect(original.payment_date).not.toBeNull();
        }
        for (const id of result.receiptsToCancel) {
          expect(receipts.find((x) => x.id === id)?.payment_date).toBeNull();
        }
        if (result.kind === 'withdrawal') expect(result.refundCents).toBe(netPaidCents(receipts));
        if (s.mode === 'end_of_period' && result.kind === 'cancellation') expect(result.refundCents).toBe(0);
        expect(result.effectiveDate >= madridDate(at(s.dayA))!).toBe(true);
      }),
    );
  });

  it('pro rata never grows as time passes once the window is closed', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { policy, receipts } = build(s);
        const [early, late] = [s.dayA, s.dayB].sort((a, b) => a - b) as [number, number];
        const refundOn = (day: number) => {
          const r = cancellationSettlement({
            policy,
            receipts,
            now: at(day),
            reason: 'staff',
            mode: 'pro_rata',
          });
          return isCancellationRefusal(r) ? Number.NaN : r.refundCents;
        };
        expect(refundOn(late)).toBeLessThanOrEqual(refundOn(early));
      }),
    );
  });
});
