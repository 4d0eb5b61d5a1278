import { describe, expect, it } from 'vitest';
import {
  coverResumesOn,
  extinctionOn,
  type PremiumCover,
  type PremiumReceipt,
  premiumCoverOn,
  suspensionStartsOn,
  unpaidPremiumNoticeOn,
} from './unpaid-premium.ts';

// Ley 50/1980 de Contrato de Seguro, art. 15, sentence by sentence.

const receipt = (dueOn: string, paidOn: string | null, isFirst = false): PremiumReceipt => ({
  dueOn,
  paidOn,
  isFirst,
});
/** A monthly policy from 10 January 2026: the first receipt paid at booking, the second due 10 February. */
const monthly = (secondPaidOn: string | null, thirdPaidOn: string | null = '2026-03-10') => [
  receipt('2026-01-10', '2026-01-10', true),
  receipt('2026-02-10', secondPaidOn),
  receipt('2026-03-10', thirdPaidOn),
];

describe('LCS art. 15: the dates', () => {
  it.each([
    // "la cobertura del asegurador queda suspendida un mes después del día de su vencimiento"
    ['2026-02-10', '2026-03-10'],
    ['2026-01-31', '2026-02-28'], // a month counted date to date ends on the month's last day
    ['2027-12-15', '2028-01-15'],
  ])('a receipt due %s suspends cover from %s', (dueOn, since) => {
    expect(suspensionStartsOn(dueOn)).toBe(since);
  });

  it.each([
    // "Si el asegurador no reclama el pago dentro de los seis meses siguientes al vencimiento…"
    ['2026-02-10', '2026-08-10'],
    ['2026-08-31', '2027-02-28'],
  ])('a receipt due %s unpaid and not claimed extinguishes the contract on %s', (dueOn, on) => {
    expect(extinctionOn(dueOn)).toBe(on);
  });

  it('cover takes effect again at 24:00 of the day the premium is paid', () => {
    // "…vuelve a tener efecto a las veinticuatro horas del día en que el tomador pagó su prima."
    expect(coverResumesOn('2026-03-20')).toBe('2026-03-21');
    expect(coverResumesOn('2026-12-31')).toBe('2027-01-01');
  });
});

describe('LCS art. 15: cover on a day', () => {
  const suspended: PremiumCover = {
    state: 'suspended',
    since: '2026-03-10',
    dueOn: '2026-02-10',
    extinguishedOn: '2026-08-10',
    resumesOn: null,
  };
  it.each<[string, PremiumReceipt[], string, PremiumCover]>([
    // First premium: "si la prima no ha sido pagada antes de que se produzca el siniestro, el
    // asegurador quedará liberado de su obligación".
    [
      'first receipt unpaid',
      [receipt('2026-01-10', null, true)],
      '2026-01-20',
      { state: 'first_unpaid', dueOn: '2026-01-10' },
    ],
    [
      'first receipt paid later than the day',
      [receipt('2026-01-10', '2026-01-25', true)],
      '2026-01-20',
      { state: 'first_unpaid', dueOn: '2026-01-10' },
    ],
    ['first receipt paid', [receipt('2026-01-10', '2026-01-10', true)], '2026-01-20', { state: 'covered' }],
    // A later receipt: covered during the month of grace after its due date.
    ['second receipt unpaid, the day it is due', monthly(null), '2026-02-10', { state: 'covered' }],
    [
      'second receipt unpaid, the last day of the month of grace',
      monthly(null),
      '2026-03-09',
      { state: 'covered' },
    ],
    ['second receipt unpaid, a month after its due date', monthly(null), '2026-03-10', suspended],
    ['second receipt unpaid, five months on', monthly(null, null), '2026-07-15', suspended],
    // Paid while suspended: still suspended on the day of the payment, covered from the next day.
    [
      'second receipt paid while suspended, that day',
      monthly('2026-03-20'),
      '2026-03-20',
      { ...suspended, resumesOn: '2026-03-21' },
    ],
    [
      'second receipt paid while suspended, the next day',
      monthly('2026-03-20'),
      '2026-03-21',
      { state: 'covered' },
    ],
    ['second receipt paid in the month of grace', monthly('2026-03-01'), '2026-03-10', { state: 'covered' }],
    // Six months unpaid and not claimed: extinguished; paying afterwards does not bring it back.
    [
      'second receipt unpaid six months on',
      monthly(null, null),
      '2026-08-10',
      { state: 'extinguished', on: '2026-08-10', dueOn: '2026-02-10' },
    ],
    [
      'second receipt paid after the extinction',
      monthly('2026-09-01', null),
      '2026-09-05',
      { state: 'extinguished', on: '2026-08-10', dueOn: '2026-02-10' },
    ],
    // The oldest unpaid receipt decides.
    [
      'second paid, third unpaid',
      monthly('2026-02-10', null),
      '2026-04-10',
      { ...suspended, since: '2026-04-10', dueOn: '2026-03-10', extinguishedOn: '2026-09-10' },
    ],
  ])('%s', (_case, receipts, day, expected) => {
    expect(premiumCoverOn(receipts, day)).toEqual(expected);
  });

  it('a receipt claimed within the six months keeps the contract, suspended, past them', () => {
    // "Si el asegurador no reclama el pago…": a claimed receipt does not extinguish it.
    expect(premiumCoverOn(monthly(null, null), '2026-09-01', true)).toEqual(suspended);
    expect(premiumCoverOn(monthly('2026-09-01', '2026-03-10'), '2026-09-02', true)).toEqual({
      state: 'covered',
    });
  });
});

describe('"…told before and when it happens": the notices of an unpaid later receipt', () => {
  it.each([
    // The second receipt (due 10 February) unpaid: cover is suspended from 10 March.
    ['2026-03-02', null],
    ['2026-03-03', { kind: 'suspension_warning', dueOn: '2026-02-10', since: '2026-03-10' }],
    ['2026-03-09', { kind: 'suspension_warning', dueOn: '2026-02-10', since: '2026-03-10' }],
    [
      '2026-03-10',
      { kind: 'suspended', dueOn: '2026-02-10', since: '2026-03-10', extinguishedOn: '2026-08-10' },
    ],
    [
      '2026-08-09',
      { kind: 'suspended', dueOn: '2026-02-10', since: '2026-03-10', extinguishedOn: '2026-08-10' },
    ],
    ['2026-08-10', { kind: 'extinguished', dueOn: '2026-02-10', on: '2026-08-10' }],
  ] as const)('on %s: %o', (day, notice) => {
    expect(unpaidPremiumNoticeOn(monthly(null, null), day)).toEqual(notice);
  });

  it('says nothing once the receipt is paid, nor for an unpaid first receipt (the policy never started)', () => {
    expect(unpaidPremiumNoticeOn(monthly('2026-03-05'), '2026-03-12')).toBeNull();
    expect(unpaidPremiumNoticeOn(monthly('2026-03-12'), '2026-03-12')).toBeNull(); // paid today: resuming
    expect(unpaidPremiumNoticeOn([receipt('2026-01-10', null, true)], '2026-03-12')).toBeNull();
  });
});
