import { describe, expect, it } from 'vitest';
import { MAX_COLLECTION_ATTEMPTS, movementReasonText, returnOutcome, returnReason } from './sepa-returns.ts';

describe('returnReason', () => {
  it.each([
    ['AM04', 'present_again'],
    ['MD06', 'stop_ask_customer'],
    ['MS02', 'stop_ask_customer'],
    ['AC01', 'stop_new_account'],
    ['AC04', 'stop_new_account'],
    ['AC06', 'stop_new_account'],
    ['md01', 'stop_new_account'],
    ['ZZ99', 'stop_ask_customer'], // unknown: stop and ask rather than pay a second return fee
  ])('%s → %s', (code, action) => {
    expect(returnReason(code).action).toBe(action);
    expect(returnReason(code).code).toBe(code.toUpperCase());
  });

  it('labels every code in Spanish', () => {
    expect(returnReason('AM04').label).toBe('Fondos insuficientes');
    expect(returnReason('ZZ99').label).toBe('Devolución (ZZ99)');
  });
});

describe('returnOutcome', () => {
  it.each([
    // code, attempts, stop, next date, ask new account
    ['AM04', 1, false, '2026-03-15', false],
    ['AM04', MAX_COLLECTION_ATTEMPTS - 1, false, '2026-03-15', false],
    ['AM04', MAX_COLLECTION_ATTEMPTS, true, null, false],
    ['MD06', 1, true, null, false],
    ['MS02', 1, true, null, false],
    ['AC04', 1, true, null, true],
    ['AC06', 1, true, null, true],
  ] as const)('%s after %i presentations', (code, attempts, stop, next, ask) => {
    const outcome = returnOutcome(code, { returnedOn: '2026-03-10', attempts, representDays: 5 });
    expect(outcome).toMatchObject({ stop, nextCollectionDate: next, askNewAccount: ask });
  });

  it('counts the days across a month end', () => {
    expect(
      returnOutcome('AM04', { returnedOn: '2026-02-26', attempts: 1, representDays: 5 }).nextCollectionDate,
    ).toBe('2026-03-03');
  });
});

describe('movementReasonText', () => {
  it.each([
    ['AM04', 'AM04 · Fondos insuficientes'],
    ['ZZ99', 'Devolución (ZZ99)'],
    [
      'NO_APLICADO',
      'Cobrado por el banco sin aplicarse al recibo (ya estaba pagado o cambió): devuelve el importe al cliente',
    ],
  ])('%s reads "%s"', (code, text) => {
    expect(movementReasonText(code)).toBe(text);
  });
});
