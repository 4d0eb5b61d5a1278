import { describe, expect, it } from 'vitest';
import { Periodicity } from './enums.ts';
import { periodicityChangePlan } from './periodicity-change.ts';
import { buildMonthlyReceipts, buildReceipt, buildSlots } from './testing/build-receipt.ts';

// Paying monthly or yearly from a day of the term (docs/contract.md "Changes during the year"): the
// days before that day stay at the old periodicity, the days from it are paid at the new one, pro rata.
// The term: 2026-01-15 to 2027-01-14 (365 days). A month's receipt: 10 €; the year's: 110 € or 120 €.

const TERM = '2026-01-15';
const { MONTHLY, YEARLY } = Periodicity;
/** The monthly receipts of 15 June to 15 December. */
const FROM_15_JUNE = ['06', '07', '08', '09', '10', '11', '12'].map((month) => `2026-${month}-15`);
const yearlySlot = (price: number) => [{ activation_date: TERM, price }];

describe('periodicityChangePlan', () => {
  it.each([
    {
      case: 'month to year on 1 June, the May receipt paid: its 14 days of 31 from June come off the year’s',
      from: MONTHLY,
      to: YEARLY,
      effectiveOn: '2026-06-01',
      receipts: buildMonthlyReceipts(TERM, 1000, 5),
      newSlots: yearlySlot(11_000),
      // 1000 × 14/31 = 452 back; 11000 × 228/365 = 6871 for 1 June to 14 January.
      updates: [],
      deleted: FROM_15_JUNE,
      additions: [{ sequence: 13, activation_date: '2026-06-01', price: 6871 - 452 }],
      adjustment: 0,
      before: 452 + 7 * 1000,
      after: 6871,
    },
    {
      case: 'month to year on 1 June, the May receipt still owed: cut to its 17 days before June',
      from: MONTHLY,
      to: YEARLY,
      effectiveOn: '2026-06-01',
      receipts: buildMonthlyReceipts(TERM, 1000, 4),
      newSlots: yearlySlot(11_000),
      updates: [{ activation_date: '2026-05-15', from: 1000, to: 548 }],
      deleted: FROM_15_JUNE,
      additions: [{ sequence: 13, activation_date: '2026-06-01', price: 6871 }],
      adjustment: 0,
      before: 452 + 7 * 1000,
      after: 6871,
    },
    {
      case: 'month to year on a receipt’s own day: nothing of the month before changes',
      from: MONTHLY,
      to: YEARLY,
      effectiveOn: '2026-06-15',
      receipts: buildMonthlyReceipts(TERM, 1000, 5),
      newSlots: yearlySlot(11_000),
      // 11000 × 214/365 = 6449.
      updates: [],
      deleted: FROM_15_JUNE,
      additions: [{ sequence: 13, activation_date: '2026-06-15', price: 6449 }],
      adjustment: 0,
      before: 7 * 1000,
      after: 6449,
    },
    {
      case: 'year to month on 1 June, the year paid: the unused 228 days given back, the months charged',
      from: YEARLY,
      to: MONTHLY,
      effectiveOn: '2026-06-01',
      receipts: [buildReceipt(1, TERM, 12_000, 'paid')],
      newSlots: buildSlots(TERM, 12, 1100),
      // 12000 × 228/365 = 7496 back; 1100 × 14/31 = 497 for 1 to 14 June, then seven whole months.
      updates: [],
      deleted: [],
      additions: [
        { sequence: 2, activation_date: '2026-06-01', price: 497 },
        ...['06', '07', '08', '09', '10', '11', '12'].map((month, i) => ({
          sequence: 3 + i,
          activation_date: `2026-${month}-15`,
          price: 1100,
        })),
      ],
      adjustment: -7496,
      before: 7496,
      after: 497 + 7 * 1100,
    },
    {
      case: 'year to month on 1 June, the year at the bank: settled, so given back the same way',
      from: YEARLY,
      to: MONTHLY,
      effectiveOn: '2026-06-01',
      receipts: [buildReceipt(1, TERM, 12_000, 'at_bank')],
      newSlots: buildSlots(TERM, 12, 1100),
      updates: [],
      deleted: [],
      additionsCount: 8,
      adjustment: -7496,
      before: 7496,
      after: 497 + 7 * 1100,
    },
    {
      case: 'year to month on 1 June, the year still owed: cut to its days before June',
      from: YEARLY,
      to: MONTHLY,
      effectiveOn: '2026-06-01',
      receipts: [buildReceipt(1, TERM, 12_000, 'owed')],
      newSlots: buildSlots(TERM, 12, 1100),
      updates: [{ activation_date: TERM, from: 12_000, to: 12_000 - 7496 }],
      deleted: [],
      additionsCount: 8,
      adjustment: 0,
      before: 7496,
      after: 497 + 7 * 1100,
    },
    {
      case: 'deleted receipts and refunds are left alone; new numbers come after the deleted ones',
      from: MONTHLY,
      to: YEARLY,
      effectiveOn: '2026-12-15',
      receipts: [
        ...buildMonthlyReceipts(TERM, 1000, 11),
        buildReceipt(13, '2026-12-20', 1000, 'deleted'),
        buildReceipt(14, '2026-12-20', -500, 'paid'),
      ],
      newSlots: yearlySlot(11_000),
      // 11000 × 31/365 = 934 for 15 December to 14 January.
      updates: [],
      deleted: ['2026-12-15'],
      additions: [{ sequence: 15, activation_date: '2026-12-15', price: 934 }],
      adjustment: 0,
      before: 1000,
      after: 934,
    },
  ])('$case', (row) => {
    const plan = periodicityChangePlan({
      effectiveOn: row.effectiveOn,
      from: row.from,
      to: row.to,
      receipts: row.receipts,
      newSlots: row.newSlots,
    });
    expect(plan.updates.map(({ activation_date, from, to }) => ({ activation_date, from, to }))).toEqual(
      row.updates,
    );
    expect(plan.deletions.map((d) => d.activation_date)).toEqual(row.deleted);
    if (row.additions) expect(plan.additions).toEqual(row.additions);
    else expect(plan.additions).toHaveLength(row.additionsCount!);
    expect(plan.adjustment).toBe(row.adjustment);
    expect({ before: plan.before, after: plan.after }).toEqual({ before: row.before, after: row.after });
  });

  it('keeps the year’s money: what the old receipts lose from the day is what the plan takes back or credits', () => {
    const receipts = buildMonthlyReceipts(TERM, 1000, 7);
    const plan = periodicityChangePlan({
      effectiveOn: '2026-08-03',
      from: MONTHLY,
      to: YEARLY,
      receipts,
      newSlots: yearlySlot(11_000),
    });
    const cut = plan.updates.reduce((sum, u) => sum + u.from - u.to, 0);
    const dropped = plan.deletions.reduce((sum, d) => sum + d.price, 0);
    const charged = plan.additions.reduce((sum, a) => sum + a.price, 0);
    // Old money for the days from the change = what is cut or dropped + the credit carried or given back.
    expect(charged - plan.adjustment).toBe(plan.after - (plan.before - cut - dropped));
  });
});
