import { describe, expect, it } from 'vitest';
import { EvaluationStatus as E, PolicyStatus as P } from './enums.ts';
import {
  activatesPolicy,
  awaitsReplacementCheck,
  cardPaymentRefusal,
  isUnpaidBookingClosed,
  receiptPaymentRefusal,
} from './policy-activation.ts';

describe('receiptPaymentRefusal', () => {
  const open = { deleted_at: null, payment_date: null, pending_amount_cents: 1495 };
  it.each([
    ['an open receipt, exact amount', open, 1495, null],
    ['a deleted receipt', { ...open, deleted_at: '2026-01-01T00:00:00Z' }, 1495, 'RECEIPT_DELETED'],
    [
      'a paid receipt',
      { ...open, payment_date: '2026-01-01T00:00:00Z', pending_amount_cents: 0 },
      0,
      'ALREADY_PAID',
    ],
    ['nothing pending, no date', { ...open, pending_amount_cents: 0 }, 0, 'ALREADY_PAID'],
    ['one cent short', open, 1494, 'AMOUNT_MISMATCH'],
    ['one cent over', open, 1496, 'AMOUNT_MISMATCH'],
  ] as const)('%s → %s', (_name, receipt, amount, expected) => {
    expect(receiptPaymentRefusal(receipt, amount)).toBe(expected);
  });
});

describe('activatesPolicy', () => {
  it.each([
    ['draft, first receipt, check not required', P.DRAFT, E.NOT_REQUIRED, true, true],
    ['draft, first receipt, check validated', P.DRAFT, E.VALIDATED, true, true],
    ['draft, first receipt, check pending', P.DRAFT, E.PENDING, true, false],
    ['draft, first receipt, check not started', P.DRAFT, E.UNDEFINED, true, false],
    ['draft, first receipt, check rejected', P.DRAFT, E.REJECTED, true, false],
    ['draft, a later receipt', P.DRAFT, E.NOT_REQUIRED, false, false],
    ['already active', P.ACTIVE_PAID_UNSIGNED, E.NOT_REQUIRED, true, false],
    ['signed', P.ACTIVE_PAID_SIGNED, E.VALIDATED, true, false],
    ['cancelled', P.CANCELLED, E.NOT_REQUIRED, true, false],
  ] as const)('%s → %s', (_name, status, evaluation_status, first, expected) => {
    expect(activatesPolicy({ status, evaluation_status }, first)).toBe(expected);
  });
});

describe('cardPaymentRefusal', () => {
  it.each([
    ['draft, check not required', P.DRAFT, E.NOT_REQUIRED, null],
    ['draft, check validated', P.DRAFT, E.VALIDATED, null],
    ['draft, check pending', P.DRAFT, E.PENDING, 'PHONE_CHECK_PENDING'],
    ['draft, check not started', P.DRAFT, E.UNDEFINED, 'PHONE_CHECK_PENDING'],
    ['active (a later receipt)', P.ACTIVE_PAID_UNSIGNED, E.VALIDATED, null],
    ['cancelled', P.CANCELLED, E.NOT_REQUIRED, 'POLICY_CANCELLED'],
  ] as const)('%s → %s', (_name, status, evaluation_status, expected) => {
    expect(cardPaymentRefusal({ status, evaluation_status })).toBe(expected);
  });
});

// LCS art. 15, first paragraph: an unpaid first premium lets the insurer end the contract.
describe('isUnpaidBookingClosed', () => {
  const unpaid = { paid: false, atBank: false };
  it.each([
    ['2026-12-30', unpaid, false], // day 29
    ['2026-12-31', unpaid, true], // 30 days after 1 December
    ['2027-02-01', unpaid, true],
    ['2027-02-01', { paid: true, atBank: false }, false], // paid: the phone check decides
    ['2027-02-01', { paid: false, atBank: true }, false], // in a direct-debit file: the bank answers first
    ['2027-02-01', null, true], // no receipt at all
  ] as const)('booked 1 December, on %s, first receipt %o: closed %s', (today, firstReceipt, closed) => {
    expect(isUnpaidBookingClosed({ bookedOn: '2026-12-01', today, days: 30, firstReceipt })).toBe(closed);
  });
});

describe('awaitsReplacementCheck: a replacing phone is covered once its own check validates', () => {
  it.each([
    // covered_from, evaluation_status, awaits
    [null, E.UNDEFINED, false], // the phone insured from the start: the policy's check
    ['2026-12-07', E.UNDEFINED, true],
    ['2026-12-07', E.PENDING, true],
    ['2026-12-07', E.REJECTED, true],
    ['2026-12-07', E.VALIDATED, false],
    ['2026-12-07', null, false], // a laptop or a TV that replaced another: no check
  ] as const)('covered from %s, check %s → %s', (covered_from, evaluation_status, expected) => {
    expect(awaitsReplacementCheck({ covered_from, evaluation_status })).toBe(expected);
  });
});
