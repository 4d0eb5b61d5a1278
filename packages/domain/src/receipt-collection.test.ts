import { describe, expect, it } from 'vitest';
import {
  canPayReceiptNow,
  type ReceiptCollection,
  type ReceiptCollectionFacts,
  receiptCollection,
  receiptStanding,
} from './receipt-collection.ts';

const facts = (overrides: Partial<ReceiptCollectionFacts>): ReceiptCollectionFacts => ({
  paid: false,
  byDebit: false,
  stopped: false,
  inBankOn: null,
  nextCollectionDate: null,
  returned: false,
  ...overrides,
});

describe('receiptCollection', () => {
  it.each<[string, Partial<ReceiptCollectionFacts>, ReceiptCollection | null]>([
    ['a card receipt: the customer pays it', {}, null],
    ['a paid receipt: nothing to collect', { paid: true, byDebit: true }, null],
    [
      'in a bank file: collected on the file date',
      { byDebit: true, inBankOn: '2026-12-05' },
      { state: 'in_bank', date: '2026-12-05', returned: false },
    ],
    [
      'on a mandate, not in a file yet',
      { byDebit: true },
      { state: 'next_remittance', date: null, returned: false },
    ],
    [
      'returned for lack of funds: presented again from its date',
      { byDebit: true, returned: true, nextCollectionDate: '2026-12-10' },
      { state: 'next_remittance', date: '2026-12-10', returned: true },
    ],
    [
      'returned and stopped (AC04): the customer pays it or gives another account',
      { byDebit: true, returned: true, stopped: true },
      { state: 'stopped', date: null, returned: true },
    ],
    [
      'presented again after a return: in the bank, still marked returned',
      { byDebit: true, returned: true, inBankOn: '2026-12-12' },
      { state: 'in_bank', date: '2026-12-12', returned: true },
    ],
  ])('%s', (_name, input, expected) => {
    expect(receiptCollection(facts(input))).toEqual(expected);
  });
});

// 2026-11-29 12:00 in Madrid.
const now = new Date('2026-11-29T11:00:00Z');
const inBank: ReceiptCollection = { state: 'in_bank', date: '2026-12-05', returned: false };
const nextFile: ReceiptCollection = { state: 'next_remittance', date: null, returned: false };
const returned: ReceiptCollection = { state: 'next_remittance', date: '2026-12-10', returned: true };

describe('receiptStanding and canPayReceiptNow', () => {
  it.each([
    ['paid stays paid', 'PAGADO', '2026-11-01', null, 'PAGADO', false],
    ['scheduled stays scheduled', 'PROGRAMADO', '2026-12-29', nextFile, 'PROGRAMADO', false],
    ['a card receipt created today is owed, not overdue', 'IMPAGADO', '2026-11-29', null, 'PENDIENTE', true],
    ['a card receipt due yesterday is unpaid', 'IMPAGADO', '2026-11-28', null, 'IMPAGADO', true],
    ['a debit in a bank file is on its way', 'IMPAGADO', '2026-11-01', inBank, 'EN_BANCO', false],
    ['a debit due today waits for the next file', 'IMPAGADO', '2026-11-29', nextFile, 'DOMICILIADO', false],
    [
      'a debit due last month still waits for a file',
      'IMPAGADO',
      '2026-10-29',
      nextFile,
      'DOMICILIADO',
      false,
    ],
    ['a returned debit is unpaid and payable by card', 'IMPAGADO', '2026-11-01', returned, 'IMPAGADO', true],
    [
      'a debit returned the day it fell due, collection stopped: unpaid in red, not merely owed',
      'IMPAGADO',
      '2026-11-29',
      { state: 'stopped', date: null, returned: true },
      'IMPAGADO',
      true,
    ],
    [
      'a returned debit presented again is in the bank, not payable',
      'IMPAGADO',
      '2026-11-01',
      { ...inBank, returned: true },
      'EN_BANCO',
      false,
    ],
  ] as const)('%s', (_name, display_status, activation_date, collection, standing, payable) => {
    const receipt = { display_status, activation_date, collection };
    expect(receiptStanding(receipt, now)).toBe(standing);
    expect(canPayReceiptNow(receipt)).toBe(payable);
  });

  it('reads today in Madrid: 23:30 UTC on the 28th is already the 29th there', () => {
    const receipt = { display_status: 'IMPAGADO' as const, activation_date: '2026-11-29', collection: null };
    expect(receiptStanding(receipt, new Date('2026-11-28T23:30:00Z'))).toBe('PENDIENTE');
    expect(receiptStanding(receipt, new Date('2026-11-28T22:30:00Z'))).toBe('IMPAGADO');
  });
});
