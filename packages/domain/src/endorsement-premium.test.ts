import { describe, expect, it } from 'vitest';
import {
  canReplaceDevice,
  endorsementDateRefusal,
  endorsementEffectiveOn,
  endorsementPremiumPlan,
  proRataDifference,
} from './endorsement-premium.ts';
import { Periodicity, PolicyStatus, ProductType } from './enums.ts';
import { buildMonthlyReceipts, buildReceipt, buildSlots } from './testing/build-receipt.ts';

// A change during the year is priced pro rata temporis from the day it takes effect (docs/contract.md
// "Changes during the year"): days before that day at the old price, days from it at the new one.

const receipt = buildReceipt;
const monthly = buildMonthlyReceipts;
const slots = buildSlots;

describe('proRataDifference: the difference times the days from the change over the period’s days', () => {
  it.each([
    // activation, periodicity, effective, from, to, expected
    ['2026-01-01', Periodicity.YEARLY, '2026-07-02', 36500, 73000, 18300], // 183 of 365 days
    ['2026-01-01', Periodicity.YEARLY, '2026-01-01', 36500, 73000, 36500], // the whole year
    ['2026-01-01', Periodicity.YEARLY, '2026-12-31', 36500, 73000, 100], // its last day
    ['2026-01-01', Periodicity.YEARLY, '2027-01-01', 36500, 73000, 0], // after the period
    ['2026-02-15', Periodicity.MONTHLY, '2026-03-01', 1000, 1200, 100], // 14 of 28 days
    ['2026-02-15', Periodicity.MONTHLY, '2026-01-20', 1000, 1200, 200], // the period is all after
    ['2026-02-15', Periodicity.MONTHLY, '2026-03-01', 1200, 1000, -100], // a cheaper device
    ['2026-03-15', Periodicity.MONTHLY, '2026-04-14', 1000, 1310, 10], // 1 of 31 days, rounded
  ])('%s %s from %s: %i → %i is %i', (activation_date, periodicity, effectiveOn, from, to, expected) => {
    expect(proRataDifference({ activation_date, periodicity, effectiveOn, from, to })).toBe(expected);
  });
});

describe('endorsementPremiumPlan', () => {
  it('a yearly receipt already paid: the rest of the year’s difference is a receipt to pay', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.YEARLY,
      effectiveOn: '2026-07-02',
      receipts: [receipt(1, '2026-01-01', 36500, 'paid')],
      newSlots: [{ activation_date: '2026-01-01', price: 73000 }],
    });
    expect(plan).toEqual({ updates: [], adjustment: 18300, before: 36500, after: 54800 });
  });

  it('a yearly receipt paid, a cheaper device: the difference is a credit', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.YEARLY,
      effectiveOn: '2026-07-02',
      receipts: [receipt(1, '2026-01-01', 36500, 'paid')],
      newSlots: [{ activation_date: '2026-01-01', price: 18250 }],
    });
    expect(plan.adjustment).toBe(-9150);
    expect(plan.updates).toEqual([]);
  });

  it('a yearly receipt still owed takes its pro-rata price itself', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.YEARLY,
      effectiveOn: '2026-07-02',
      receipts: [receipt(1, '2026-01-01', 36500)],
      newSlots: [{ activation_date: '2026-01-01', price: 73000 }],
    });
    expect(plan.updates).toEqual([
      { id: 101, sequence: 1, activation_date: '2026-01-01', from: 36500, to: 54800 },
    ]);
    expect(plan.adjustment).toBe(0);
  });

  it('monthly, two paid: the month in course’s share rides on the next owed receipt, the rest take the new price', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.MONTHLY,
      effectiveOn: '2026-03-01',
      receipts: monthly('2026-01-15', 1000, 2),
      newSlots: slots('2026-01-15', 12, 1200),
    });
    expect(plan.adjustment).toBe(0);
    expect(plan.updates[0]).toEqual({
      id: 103,
      sequence: 3,
      activation_date: '2026-03-15',
      from: 1000,
      to: 1300,
    });
    expect(plan.updates.slice(1).map((u) => [u.sequence, u.to])).toEqual(
      [4, 5, 6, 7, 8, 9, 10, 11, 12].map((sequence) => [sequence, 1200]),
    );
    // February (1,000 + 100) and ten owed months at 1,200.
    expect([plan.before, plan.after]).toEqual([11000, 13100]);
  });

  it('monthly, a cheaper device: the credit for the paid month comes off the next receipt', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.MONTHLY,
      effectiveOn: '2026-03-01',
      receipts: monthly('2026-01-15', 1200, 2),
      newSlots: slots('2026-01-15', 12, 1000),
    });
    expect(plan.updates[0]?.to).toBe(900);
    expect(plan.adjustment).toBe(0);
  });

  it('monthly, all paid: the share is a receipt of its own', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.MONTHLY,
      effectiveOn: '2026-12-20',
      receipts: monthly('2026-01-15', 1000, 12),
      newSlots: slots('2026-01-15', 12, 1200),
    });
    // 15 December – 14 January is 31 days; 26 of them from the 20th.
    expect(plan).toMatchObject({ updates: [], adjustment: 168 });
  });

  it('a receipt at the bank counts as settled; a deleted one and a refund are left alone', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.MONTHLY,
      effectiveOn: '2026-03-15',
      receipts: [
        receipt(1, '2026-01-15', 1000, 'paid'),
        receipt(2, '2026-02-15', 1000, 'paid'),
        receipt(3, '2026-03-15', 1000, 'at_bank'),
        receipt(4, '2026-04-15', 1000, 'deleted'),
        { ...receipt(5, '2026-03-20', -500), price: -500, pending_amount: -500 },
        receipt(6, '2026-05-15', 1000),
      ],
      newSlots: slots('2026-01-15', 12, 1200),
    });
    expect(plan.updates).toEqual([
      { id: 106, sequence: 6, activation_date: '2026-05-15', from: 1000, to: 1400 },
    ]);
  });

  it('the same price changes nothing', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.MONTHLY,
      effectiveOn: '2026-03-01',
      receipts: monthly('2026-01-15', 1000, 2),
      newSlots: slots('2026-01-15', 12, 1000),
    });
    expect(plan).toEqual({ updates: [], adjustment: 0, before: 11000, after: 11000 });
  });

  it('receipts of another term (a renewal already written) are not touched', () => {
    const plan = endorsementPremiumPlan({
      periodicity: Periodicity.YEARLY,
      effectiveOn: '2026-07-02',
      receipts: [receipt(1, '2026-01-01', 36500, 'paid'), receipt(2, '2027-01-01', 36500)],
      newSlots: [{ activation_date: '2026-01-01', price: 73000 }],
    });
    expect(plan).toEqual({ updates: [], adjustment: 18300, before: 36500, after: 54800 });
  });
});

describe('when a change takes effect, and when it cannot', () => {
  it.each([
    ['now', '2026-07-02'],
    ['next_period', '2027-01-01'],
  ] as const)('%s → %s', (when, expected) => {
    expect(endorsementEffectiveOn({ today: '2026-07-02', termEnd: '2026-12-31', when })).toBe(expected);
  });

  it.each([
    ['2026-07-02', null],
    ['2026-07-01', 'in_the_past'],
    ['2026-12-31', null],
    ['2027-01-01', 'after_term'],
  ] as const)('effective %s: %s', (effectiveOn, expected) => {
    expect(
      endorsementDateRefusal({
        effectiveOn,
        today: '2026-07-02',
        termStart: '2026-01-01',
        termEnd: '2026-12-31',
      }),
    ).toBe(expected);
  });

  it('a term not begun yet refuses a date before it', () => {
    expect(
      endorsementDateRefusal({
        effectiveOn: '2026-07-02',
        today: '2026-07-02',
        termStart: '2026-08-01',
        termEnd: '2027-07-31',
      }),
    ).toBe('before_term');
  });
});

describe('canReplaceDevice: a policy in force of a one-device line', () => {
  const policy = {
    status: PolicyStatus.ACTIVE_PAID_SIGNED,
    starts_on: '2026-06-15',
    ends_on: '2027-06-14',
    product_type_id: ProductType.MOBILE,
  };
  it.each([
    ['in force', {}, '2026-12-07', true],
    ['unsigned yet paid', { status: PolicyStatus.ACTIVE_PAID_UNSIGNED }, '2026-12-07', true],
    ['a draft', { status: PolicyStatus.DRAFT }, '2026-12-07', false],
    ['cancelled', { status: PolicyStatus.CANCELLED }, '2026-12-07', false],
    ['its last day', {}, '2027-06-14', true],
    ['past its term', {}, '2027-06-15', false],
    ['not begun', { starts_on: '2026-12-08' }, '2026-12-07', false],
    ['a laptop', { product_type_id: ProductType.PORTABLE }, '2026-12-07', true],
    ['a household of devices', { product_type_id: ProductType.MULTI_DEVICE }, '2026-12-07', false],
    ['a scooter', { product_type_id: ProductType.SCOOTER }, '2026-12-07', false],
  ] as const)('%s', (_name, overrides, today, expected) => {
    expect(canReplaceDevice({ ...policy, ...overrides }, today)).toBe(expected);
  });
});
