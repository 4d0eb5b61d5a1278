import { describe, expect, it } from 'vitest';
import {
  creditorIdCheckDigits,
  ibanBankCode,
  isValidCreditorId,
  mandateReferenceProblem,
  newMandateReference,
  nextSequence,
  sepaText,
} from './sepa.ts';

describe('isValidCreditorId', () => {
  it.each([
    ['ES97000B12345678', true],
    ['ES64000A12345674', true],
    ['ES97ZZZB12345678', true], // the business code is not part of the check
    ['es97 000 b12345678', true],
    ['ES39000B87654321', true],
    ['DE98ZZZ09999999999', true], // Bundesbank's published example
    ['ES12000B12345678', false], // check digits wrong
    ['ES97000B12345679', false], // national id changed
    ['ES9700B12345678', false], // business code too short
    ['B12345678', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidCreditorId(value)).toBe(expected);
  });

  it('computes the check digits it then accepts', () => {
    expect(creditorIdCheckDigits('ES', 'B12345678')).toBe('97');
    expect(isValidCreditorId(`ES${creditorIdCheckDigits('ES', 'A28000000')}000A28000000`)).toBe(true);
  });
});

describe('mandateReferenceProblem', () => {
  it.each([
    ['AMP-M-00000012-LX3', null],
    ["A.B,C'D+E?F:G(H)/I", null],
    ['', 'empty'],
    ['X'.repeat(35), null],
    ['X'.repeat(36), 'too_long'],
    ['AMP M 1', 'bad_characters'],
    ['AMP-Ñ', 'bad_characters'],
    ['/AMP', 'bad_slashes'],
    ['AMP/', 'bad_slashes'],
    ['AMP//1', 'bad_slashes'],
  ])('%s → %s', (value, expected) => {
    expect(mandateReferenceProblem(value)).toBe(expected);
  });

  it('gives new references that follow the rules and differ by policy and time', () => {
    const a = newMandateReference(12, new Date('2026-01-01T00:00:00Z'));
    const b = newMandateReference(12, new Date('2026-01-01T00:00:01Z'));
    expect(mandateReferenceProblem(a)).toBeNull();
    expect(a).not.toBe(b);
    expect(newMandateReference(13, new Date('2026-01-01T00:00:00Z'))).not.toBe(a);
  });
});

describe('sepaText', () => {
  it.each([
    ['Lucía Martín Núñez', 70, 'Lucia Martin Nunez'],
    ['Ana & Co. <SL>', 70, 'Ana Co. SL'],
    ['Muy largo', 3, 'Muy'],
    ['***', 10, 'NOTPROVIDED'],
  ])('%s → %s', (value, max, expected) => {
    expect(sepaText(value, max)).toBe(expected);
  });
});

describe('ibanBankCode', () => {
  it.each([
    ['ES9121000418450200051332', 'ES2100'],
    ['ES7921000813610123456789', 'ES2100'],
    ['DE89370400440532013000', 'DE37040044'],
    ['NL91ABNA0417164300', 'NLABNA'],
    ['NO9386011117947', null],
  ])('%s → %s', (iban, expected) => {
    expect(ibanBankCode(iban)).toBe(expected);
  });
});

describe('nextSequence', () => {
  const caixa = 'ES9121000418450200051332';
  const caixaOther = 'ES7921000813610123456789';
  const otherBank = 'ES6000491500051234567892';
  it.each([
    [
      'first debit of a mandate',
      { iban: caixa, firstCollectedAt: null, amendedFromIban: null },
      'FRST',
      null,
    ],
    ['a later debit', { iban: caixa, firstCollectedAt: '2026-01-05', amendedFromIban: null }, 'RCUR', null],
    [
      'IBAN changed before the first debit: nothing to amend',
      { iban: otherBank, firstCollectedAt: null, amendedFromIban: caixa },
      'FRST',
      null,
    ],
    [
      'new account at the same bank',
      { iban: caixaOther, firstCollectedAt: '2026-01-05', amendedFromIban: caixa },
      'RCUR',
      { originalIban: caixa, newDebtorAgent: false },
    ],
    [
      'new account at another bank',
      { iban: otherBank, firstCollectedAt: '2026-01-05', amendedFromIban: caixa },
      'FRST',
      { originalIban: caixa, newDebtorAgent: true },
    ],
    [
      'the same IBAN typed again is no amendment',
      { iban: caixa, firstCollectedAt: '2026-01-05', amendedFromIban: caixa },
      'RCUR',
      null,
    ],
  ] as const)('%s', (_name, mandate, sequenceType, amendment) => {
    expect(nextSequence(mandate)).toEqual({ sequenceType, amendment });
  });
});
