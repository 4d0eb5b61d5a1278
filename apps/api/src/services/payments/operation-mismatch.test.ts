import { describe, expect, it } from 'vitest';
import { type CardOperation, type OperationMismatch, operationMismatches } from './operation-mismatch.ts';

const asked: CardOperation = {
  merchantCode: '999008881',
  terminal: '1',
  currency: '978',
  transactionType: '0',
};

describe('operationMismatches', () => {
  it.each<[string, Partial<CardOperation>, OperationMismatch[]]>([
    ['the operation asked', asked, []],
    ['a zero-padded terminal', { ...asked, terminal: '001' }, []],
    ['another merchant', { ...asked, merchantCode: '123456789' }, ['merchant']],
    ['another terminal', { ...asked, terminal: '002' }, ['terminal']],
    ['a terminal that is not a number', { ...asked, terminal: '1a' }, ['terminal']],
    ['dollars', { ...asked, currency: '840' }, ['currency']],
    ['a refund', { ...asked, transactionType: '3' }, ['transaction_type']],
    ['a deferred pre-authorisation', { ...asked, transactionType: 'O' }, ['transaction_type']],
    ['nothing but order and amount', {}, ['merchant', 'terminal', 'currency', 'transaction_type']],
    [
      'a refund in dollars by another merchant',
      { ...asked, merchantCode: '111111111', currency: '840', transactionType: '3' },
      ['merchant', 'currency', 'transaction_type'],
    ],
  ])('%s → %j', (_label, notified, expected) => {
    expect(operationMismatches(asked, notified)).toEqual(expected);
  });
});
