import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Periodicity } from './enums.ts';
import {
  adminPremiums,
  discountedPremiums,
  isRepricingRefusal,
  type RepricingPlan,
  type RepricingReceipt,
  repriceOwedReceipts,
  undiscountedReceipt,
} from './policy-repricing.ts';
import { type LedgerPolicy, ledgerTotals, policySchedule } from './receipt-ledger.ts';

const monthly: LedgerPolicy = {
  periodicity: Periodicity.MONTHLY,
  starts_on: '2026-01-15',
  premium: 1000,
  annual_premium: 12_000,
};

/** The year's receipts of `policy`, the first `paid` of them paid. */
function receiptsOf(policy: LedgerPolicy, paid = 0): RepricingReceipt[] {
  return policySchedule(policy).map((slot, i) => ({
    ...slot,
    id: 100 + i,
    pending_amount: i < paid ? 0 : slot.price,
    payment_date: i < paid ? `${slot.activation_date}T10:00:00Z` : null,
    deleted: false,
  }));
}

const plan = (result: ReturnType<typeof repriceOwedReceipts>): RepricingPlan => {
  if (isRepricingRefusal(result)) throw new Error(`refused: ${result.refusal}`);
  return result;
};

describe('repriceOwedReceipts', () => {
  it.each([
    // [what, paid receipts, new premium, new annual, updated, kept, added, deleted]
    ['nothing paid: all twelve take the new price', 0, 1200, 14_400, 12, 0, 0, 0],
    ['three paid: nine owed change, the paid keep 10,00 €', 3, 1200, 14_400, 9, 3, 0, 0],
    ['the same premium: nothing to do', 0, 1000, 12_000, 0, 0, 0, 0],
    ['everything paid: nothing changes', 12, 1200, 14_400, 0, 12, 0, 0],
  ])('%s', (_what, paid, premium, annual, updated, kept, added, deleted) => {
    const result = plan(
      repriceOwedReceipts(
        monthly,
        { ...monthly, premium, annual_premium: annual },
        receiptsOf(monthly, paid),
      ),
    );
    expect(result.updates).toHaveLength(updated);
    expect(result.kept).toHaveLength(kept);
    expect(result.additions).toHaveLength(added);
    expect(result.deletions).toHaveLength(deleted);
    for (const u of result.updates) expect(u).toMatchObject({ from: 1000, to: 1200 });
  });

  it('a policy with no receipts yet gets none from a premium change', () => {
    const result = plan(
      repriceOwedReceipts(monthly, { ...monthly, premium: 1100, annual_premium: 13_200 }, []),
    );
    expect(result).toEqual({ updates: [], deletions: [], additions: [], kept: [] });
  });

  it('monthly to yearly with nothing paid: the first receipt takes the year, the other eleven go', () => {
    const yearly = { ...monthly, periodicity: Periodicity.YEARLY, premium: 11_000, annual_premium: 11_000 };
    const result = plan(repriceOwedReceipts(monthly, yearly, receiptsOf(monthly)));
    expect(result.updates).toEqual([
      { id: 100, sequence: 1, activation_date: '2026-01-15', from: 1000, to: 11_000 },
    ]);
    expect(result.deletions.map((d) => d.sequence)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(result.additions).toEqual([]);
  });

  it('yearly to monthly: the one receipt becomes the first month and eleven are added after the last number', () => {
    const yearly = { ...monthly, periodicity: Periodicity.YEARLY, premium: 12_000, annual_premium: 12_000 };
    const result = plan(repriceOwedReceipts(yearly, monthly, receiptsOf(yearly)));
    expect(result.updates).toEqual([
      { id: 100, sequence: 1, activation_date: '2026-01-15', from: 12_000, to: 1000 },
    ]);
    expect(result.additions.map((a) => a.sequence)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(result.additions[1]).toEqual({ sequence: 3, activation_date: '2026-03-15', price: 1000 });
  });

  it.each([
    ['a paid month when the policy turns yearly', 1, { periodicity: Periodicity.YEARLY }, 2],
    ['a paid month when the start moves', 1, { starts_on: '2026-02-01' }, 1],
  ])('refuses %s', (_what, paid, change, sequence) => {
    const result = repriceOwedReceipts(monthly, { ...monthly, ...change }, receiptsOf(monthly, paid + 1));
    expect(result).toEqual({ refusal: 'settled_off_schedule', sequence });
  });

  it('leaves receipts with the bank, partly paid ones, credits and deleted ones alone', () => {
    const receipts = receiptsOf(monthly);
    receipts[0] = { ...receipts[0]!, in_collection: true };
    receipts[1] = { ...receipts[1]!, pending_amount: 400 };
    receipts[2] = { ...receipts[2]!, deleted: true };
    receipts.push({
      id: 200,
      sequence: 13,
      price: -500,
      pending_amount: -500,
      activation_date: '2026-01-15',
      payment_date: null,
      deleted: false,
    });
    const result = plan(
      repriceOwedReceipts(monthly, { ...monthly, premium: 900, annual_premium: 10_800 }, receipts),
    );
    expect(result.kept.map((k) => k.sequence)).toEqual([1, 2]);
    expect(result.updates.map((u) => u.sequence)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The deleted month was a gap before the change and stays one.
    expect(result.additions).toEqual([]);
  });

  it('with nothing paid, the live receipts add up to the new annual premium (the ledger rule)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (premium, extra) => {
          const next = { ...monthly, premium, annual_premium: premium * 12 + extra };
          const receipts = receiptsOf(monthly);
          const result = plan(repriceOwedReceipts(monthly, next, receipts));
          const after = receipts.map((r) => {
            const u = result.updates.find((x) => x.id === r.id);
            return u ? { ...r, price: u.to, pending_amount: u.to } : r;
          });
          expect(ledgerTotals(after).premium).toBe(next.annual_premium);
        },
      ),
    );
  });
});

describe('discountedPremiums', () => {
  it.each([
    ['no discount', Periodicity.MONTHLY, 1000, [], 1000, 12_000, []],
    ['10 % monthly', Periodicity.MONTHLY, 1000, [{ kind: 'percent', value: 1000 }], 900, 10_800, [1200]],
    ['5 € fixed monthly', Periodicity.MONTHLY, 1000, [{ kind: 'fixed', value: 500 }], 500, 11_500, [500]],
    ['10 % yearly', Periodicity.YEARLY, 12_000, [{ kind: 'percent', value: 1000 }], 10_800, 10_800, [1200]],
    [
      '10 % then 5 €: the fixed comes off the discounted first receipt',
      Periodicity.MONTHLY,
      1000,
      [
        { kind: 'percent', value: 1000 },
        { kind: 'fixed', value: 500 },
      ],
      400,
      10_300,
      [1200, 500],
    ],
    [
      'a fixed larger than the receipt stops at zero',
      Periodicity.YEARLY,
      300,
      [{ kind: 'fixed', value: 500 }],
      0,
      0,
      [300],
    ],
  ] as const)('%s', (_what, periodicity, base, discounts, premium, annual, amounts) => {
    expect(discountedPremiums({ periodicity, base_receipt: base, discounts })).toEqual({
      premium,
      annual_premium: annual,
      amounts,
    });
  });

  it('undiscountedReceipt reads back the base price of what discountedPremiums gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.constantFrom(Periodicity.MONTHLY, Periodicity.YEARLY),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('percent' as const, 'fixed' as const),
        (base, periodicity, value, kind) => {
          const d = discountedPremiums({ periodicity, base_receipt: base, discounts: [{ kind, value }] });
          const total = d.amounts.reduce((s, a) => s + a, 0);
          expect(
            undiscountedReceipt({ periodicity, annual_premium: d.annual_premium, discounted_total: total }),
          ).toBe(base);
        },
      ),
    );
  });
});

describe('adminPremiums', () => {
  const current = { periodicity: Periodicity.MONTHLY, premium: 1000, annual_premium: 12_000 };
  it.each([
    ['nothing changes', Periodicity.MONTHLY, {}, { premium: 1000, annual_premium: 12_000 }],
    [
      'a new monthly receipt: twelve of them',
      Periodicity.MONTHLY,
      { premium: 1100 },
      { premium: 1100, annual_premium: 13_200 },
    ],
    [
      'a new annual, monthly: a twelfth each',
      Periodicity.MONTHLY,
      { annual_premium: 12_006 },
      { premium: 1000, annual_premium: 12_006 },
    ],
    [
      'both given',
      Periodicity.MONTHLY,
      { premium: 500, annual_premium: 11_500 },
      { premium: 500, annual_premium: 11_500 },
    ],
    [
      'to yearly: one receipt of the year',
      Periodicity.YEARLY,
      {},
      { premium: 12_000, annual_premium: 12_000 },
    ],
    ['yearly with a premium', Periodicity.YEARLY, { premium: 9000 }, { premium: 9000, annual_premium: 9000 }],
    [
      'yearly, two different figures',
      Periodicity.YEARLY,
      { premium: 9000, annual_premium: 9100 },
      { refusal: 'yearly_mismatch' },
    ],
    [
      'monthly, a year below one receipt',
      Periodicity.MONTHLY,
      { premium: 9000, annual_premium: 8000 },
      { refusal: 'annual_below_receipt' },
    ],
  ] as const)('%s', (_what, periodicity, change, expected) => {
    expect(adminPremiums({ periodicity, current, ...change })).toEqual(expected);
  });
});
