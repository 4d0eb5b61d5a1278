import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Periodicity } from './enums.ts';
import { receiptSchedule } from './pricing.ts';
import {
  creditReceipt,
  type LedgerPolicy,
  type LedgerReceipt,
  ledgerTotals,
  policySchedule,
  receiptDeletionRefusal,
  remainingReceipts,
} from './receipt-ledger.ts';

const monthly: LedgerPolicy = {
  periodicity: Periodicity.MONTHLY,
  starts_on: '2026-01-31',
  premium: 495,
  annual_premium: 5940,
};

const open = (slot: { sequence: number; price: number; activation_date: string }): LedgerReceipt => ({
  ...slot,
  pending_amount: slot.price,
  payment_date: null,
  deleted: false,
});

describe('policySchedule', () => {
  it.each([
    // A monthly policy with no discount: 12 equal receipts, month ends clamped (31 Jan → 28 Feb).
    [monthly, 12, [495, 495], ['2026-01-31', '2026-02-28']],
    // A fixed discount of 5 € came off the first receipt only.
    [{ ...monthly, premium: 490, annual_premium: 5935 }, 12, [490, 495], []],
    // A yearly policy: one receipt of the whole premium on the start date.
    [
      { periodicity: Periodicity.YEARLY, starts_on: '2026-03-01', premium: 5198, annual_premium: 5198 },
      1,
      [5198],
      ['2026-03-01'],
    ],
  ] as const)('rebuilds the year from the stored premiums (%#)', (policy, count, prices, dates) => {
    const schedule = policySchedule(policy as LedgerPolicy);
    expect(schedule).toHaveLength(count);
    expect(schedule.slice(0, prices.length).map((r) => r.price)).toEqual(prices);
    expect(schedule.slice(0, dates.length).map((r) => r.activation_date)).toEqual(dates);
    expect(schedule.reduce((s, r) => s + r.price, 0)).toBe(policy.annual_premium);
  });

  it('gives a remainder no booking produces to the last receipts, one cent each', () => {
    const prices = policySchedule({ ...monthly, premium: 500, annual_premium: 500 + 11 * 100 + 3 }).map(
      (r) => r.price,
    );
    expect(prices).toEqual([500, 100, 100, 100, 100, 100, 100, 100, 100, 101, 101, 101]);
  });
});

describe('remainingReceipts', () => {
  const year = policySchedule(monthly).map(open);

  it('owes nothing while every month has its receipt', () => {
    expect(remainingReceipts(monthly, year)).toEqual([]);
  });

  it('owes again a deleted month, numbered after every receipt ever made', () => {
    const receipts = year.map((r) => (r.sequence === 3 ? { ...r, deleted: true } : r));
    expect(remainingReceipts(monthly, receipts)).toEqual([
      { sequence: 13, activation_date: '2026-03-31', price: 495 },
    ]);
  });

  it('owes the months a cut-short booking never made', () => {
    const owed = remainingReceipts(monthly, year.slice(0, 2));
    expect(owed.map((r) => r.sequence)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(owed[0]?.activation_date).toBe('2026-03-31');
  });

  it('does not count a refund as covering a month', () => {
    const refund = { ...open({ sequence: 13, price: -495, activation_date: '2026-03-31' }) };
    const receipts = [...year.filter((r) => r.sequence !== 3), refund];
    expect(remainingReceipts(monthly, receipts).map((r) => r.activation_date)).toEqual(['2026-03-31']);
  });
});

describe('receiptDeletionRefusal', () => {
  const receipt = open({ sequence: 1, price: 495, activation_date: '2026-01-31' });
  it.each([
    ['an unpaid receipt', receipt, null],
    ['a paid receipt', { ...receipt, pending_amount: 0, payment_date: '2026-01-31T10:00:00Z' }, 'paid'],
    ['a partly collected receipt', { ...receipt, pending_amount: 100 }, 'paid'],
    ['a deleted receipt', { ...receipt, deleted: true }, 'deleted'],
    ['a receipt the bank is collecting', { ...receipt, in_collection: true }, 'in_collection'],
    ['a returned receipt (unpaid again)', { ...receipt, in_collection: false }, null],
  ] as const)('%s → %s', (_, r, expected) => {
    expect(receiptDeletionRefusal(r)).toBe(expected);
  });
});

describe('creditReceipt', () => {
  it('is a negative receipt owed to the customer', () => {
    expect(creditReceipt({ amount: 1000, sequence: 13, activation_date: '2026-05-01' })).toEqual({
      sequence: 13,
      activation_date: '2026-05-01',
      price: -1000,
      pending_amount: -1000,
    });
  });
  it.each([0, -5, 1.5])('refuses %s cents', (amount) => {
    expect(() => creditReceipt({ amount, sequence: 1, activation_date: '2026-05-01' })).toThrow(RangeError);
  });
});

// One step of a policy's life, applied to the receipt at `at` (modulo the count).
type Step =
  | { op: 'pay'; at: number }
  | { op: 'return'; at: number }
  | { op: 'delete'; at: number }
  | { op: 'refund'; amount: number }
  | { op: 'remaining' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('pay' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('return' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.constant({ op: 'remaining' as const }),
);

const policyArb = fc
  .record({
    price_monthly: fc.integer({ min: 1, max: 10_000 }),
    price_yearly: fc.integer({ min: 1, max: 100_000 }),
    periodicity: fc.constantFrom(Periodicity.MONTHLY, Periodicity.YEARLY),
    start: fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
    discount: fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
        fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 0, max: 20_000 }) }),
      ),
    ),
  })
  .map((p) => {
    const schedule = receiptSchedule({
      periodicity: p.periodicity,
      band: { price_monthly: p.price_monthly, price_yearly: p.price_yearly },
      startDate: p.start.toISOString().slice(0, 10),
      discount: p.discount,
    });
    const policy: LedgerPolicy = {
      periodicity: p.periodicity,
      starts_on: schedule[0]!.activation_date,
      premium: schedule[0]!.price,
      annual_premium: schedule.reduce((s, r) => s + r.price, 0),
    };
    return { policy, schedule };
  });

describe('the ledger rule, over generated policies, discounts, payments, refunds and returns', () => {
  it('rebuilds exactly the schedule the booking made, whatever the band and discount', () => {
    fc.assert(
      fc.property(policyArb, ({ policy, schedule }) => {
        expect(policySchedule(policy)).toEqual(schedule);
      }),
    );
  });

  it('keeps premium receipts summing to the annual premium, refunds on top', () => {
    fc.assert(
      fc.property(policyArb, fc.array(stepArb, { maxLength: 40 }), ({ policy, schedule }, steps) => {
        let receipts: LedgerReceipt[] = schedule.map(open);
        let refunded = 0;
        const pick = (at: number) => receipts[at % receipts.length]!;
        for (const step of steps) {
          if (step.op === 'pay') {
            const r = pick(step.at);
            if (!r.deleted && r.payment_date === null) {
              receipts = receipts.map((x) =>
                x === r ? { ...x, pending_amount: 0, payment_date: '2026-01-01T00:00:00Z' } : x,
              );
            }
          } else if (step.op === 'return') {
            const r = pick(step.at);
            if (!r.deleted && r.payment_date !== null && r.price >= 0) {
              receipts = receipts.map((x) =>
                x === r ? { ...x, pending_amount: x.price, payment_date: null } : x,
              );
            }
          } else if (step.op === 'delete') {
            const r = pick(step.at);
            if (receiptDeletionRefusal(r) === null) {
              // Deleting a refund not yet paid out cancels it.
              if (r.price < 0) refunded += r.price;
              receipts = receipts.map((x) => (x === r ? { ...x, deleted: true } : x));
            }
          } else if (step.op === 'refund') {
            const sequence = Math.max(...receipts.map((r) => r.sequence)) + 1;
            receipts.push(
              open(creditReceipt({ amount: step.amount, sequence, activation_date: policy.starts_on })),
            );
            refunded += step.amount;
          } else {
            receipts.push(...remainingReceipts(policy, receipts).map(open));
          }
        }
        receipts.push(...remainingReceipts(policy, receipts).map(open));
        const totals = ledgerTotals(receipts);
        expect(totals.premium).toBe(policy.annual_premium);
        expect(totals.credits + refunded).toBe(0);
        expect(totals.collected + totals.owed).toBe(policy.annual_premium);
        // Sequence numbers are never reused, deleted receipts included.
        expect(new Set(receipts.map((r) => r.sequence)).size).toBe(receipts.length);
        // Nothing more is owed once the remaining receipts exist.
        expect(remainingReceipts(policy, receipts)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
