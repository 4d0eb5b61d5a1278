import { describe, expect, it } from 'vitest';
import { PolicyStatus } from './enums.ts';
import {
  contractSigningRefusal,
  isSpanishMobile,
  maskEmail,
  maskMobile,
  signingAttemptsLeft,
  signingCodeRefusal,
  signingCodeWait,
  signingLapsed,
  signingLapsesAt,
  signingReminderDue,
} from './signing.ts';

const now = new Date('2026-11-23T10:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('signingCodeWait', () => {
  it.each([
    [null, 0],
    [at(0), 60],
    [at(-1), 59],
    [at(-59.5), 1],
    [at(-60), 0],
    [at(-3600), 0],
  ])('sent at %s: wait %i s', (sentAt, wait) => {
    expect(signingCodeWait(sentAt, now)).toBe(wait);
  });
});

describe('signingCodeRefusal', () => {
  const live = { code_hash: 'h', code_expires_at: at(600), code_attempts: 0 };
  it.each([
    [live, null],
    [{ ...live, code_attempts: 4 }, null],
    [{ ...live, code_attempts: 5 }, 'spent'],
    [{ ...live, code_expires_at: at(0) }, 'expired'],
    [{ ...live, code_expires_at: at(-1), code_attempts: 5 }, 'spent'],
    [{ ...live, code_hash: null }, 'missing'],
    [{ ...live, code_expires_at: null }, 'missing'],
  ] as const)('%o → %s', (signing, refusal) => {
    expect(signingCodeRefusal(signing, now)).toBe(refusal);
  });

  it('counts the tries left after a wrong code', () => {
    expect([0, 1, 3, 4, 5].map(signingAttemptsLeft)).toEqual([4, 3, 1, 0, 0]);
  });
});

describe('destinations', () => {
  it.each([
    ['612345678', true],
    ['+34 712 345 678', true],
    ['912345678', false],
    ['', false],
    [null, false],
  ])('%s is a mobile: %s', (phone, mobile) => {
    expect(isSpanishMobile(phone)).toBe(mobile);
  });

  it('masks a mail and a mobile, keeping what lets the signer recognise them', () => {
    expect(maskEmail('lucia.martin@correo.es')).toBe('l***@correo.es');
    expect(maskEmail('raro')).toBe('***');
    expect(maskMobile('+34 612 345 678')).toBe('+34 6** *** 678');
  });
});

describe('contractSigningRefusal', () => {
  it.each([
    [PolicyStatus.ACTIVE_PAID_UNSIGNED, null],
    [PolicyStatus.ACTIVE_PAID_SIGNED, 'POLICY_ALREADY_SIGNED'],
    [PolicyStatus.DRAFT, 'POLICY_NOT_SIGNABLE'],
    [PolicyStatus.CANCELLED, 'POLICY_NOT_SIGNABLE'],
    [undefined, 'POLICY_NOT_SIGNABLE'],
  ])('status %s → %s', (status, refusal) => {
    expect(contractSigningRefusal(status)).toBe(refusal);
  });
});

describe('signingLapsed', () => {
  const days = (n: number) => at(n * 24 * 3600);
  it.each([
    ['pending, touched now', 'pending', now, undefined, false],
    ['pending, touched 6 days 23 h ago', 'pending', at(-(7 * 24 - 1) * 3600), undefined, false],
    ['pending, touched exactly 7 days ago', 'pending', days(-7), undefined, true],
    ['pending, touched 30 days ago', 'pending', days(-30), undefined, true],
    ['pending, recent, provider says expired', 'pending', now, 'expired', true],
    ['pending, recent, provider says pending', 'pending', now, 'pending', false],
    ['signed long ago', 'signed', days(-30), undefined, false],
    ['failed long ago', 'failed', days(-30), undefined, false],
    ['cancelled long ago', 'cancelled', days(-30), undefined, false],
    ['already expired', 'expired', days(-30), 'expired', false],
  ] as const)('%s: %s', (_case, status, touched, provider, lapsed) => {
    expect(signingLapsed({ status, updated_at: touched }, now, provider)).toBe(lapsed);
  });

  it('lapses 7 days after the last touch', () => {
    expect(signingLapsesAt(now).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });
});

describe('signingReminderDue', () => {
  const hours = (n: number) => at(n * 3600);
  it.each([
    ['pending, touched now', 'pending', now, false],
    ['pending, touched 4 days 23 h ago', 'pending', hours(-(5 * 24 - 1)), false],
    ['pending, touched exactly 5 days ago', 'pending', hours(-5 * 24), true],
    ['pending, touched 6 days 23 h ago', 'pending', hours(-(7 * 24 - 1)), true],
    ['pending, lapsed (7 days)', 'pending', hours(-7 * 24), false],
    ['signed 6 days ago', 'signed', hours(-6 * 24), false],
    ['expired 6 days ago', 'expired', hours(-6 * 24), false],
  ] as const)('%s', (_case, status, touched, due) => {
    expect(signingReminderDue({ status, updated_at: touched }, now)).toBe(due);
  });
});
