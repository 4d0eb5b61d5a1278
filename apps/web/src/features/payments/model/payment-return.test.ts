import { describe, expect, it } from 'vitest';
import { isPolicyActive, isReceiptSettled, readPaymentReturn } from './payment-return';

describe('readPaymentReturn', () => {
  it.each([
    ['the OK address', '?estado=ok&poliza=12&recibo=31', { outcome: 'ok', policyId: 12, paymentId: 31 }],
    ['the KO address', '?estado=ko&poliza=12&recibo=31', { outcome: 'ko', policyId: 12, paymentId: 31 }],
    ['an unknown state', '?estado=quizas&poliza=12&recibo=31', null],
    ['no receipt', '?estado=ok&poliza=12', null],
    ['a policy that is not an id', '?estado=ok&poliza=AMP-1&recibo=31', null],
    ['a zero id', '?estado=ok&poliza=0&recibo=31', null],
    ['nothing at all', '', null],
  ] as const)('%s', (_name, search, expected) => {
    expect(readPaymentReturn(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('after the gateway', () => {
  it('a receipt is settled only once it reads PAGADO', () => {
    expect(isReceiptSettled({ status: 'PAGADO' })).toBe(true);
    expect(isReceiptSettled({ status: 'IMPAGADO' })).toBe(false);
    expect(isReceiptSettled(null)).toBe(false);
  });

  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, false],
  ])('policy status %i is active: %s', (policyStatus, expected) => {
    expect(isPolicyActive({ policyStatus })).toBe(expected);
  });
});

describe('the return address', () => {
  it('is the page the API sends the gateway back to', async () => {
    const { PAYMENT_RESULT_PATH, paymentResultPath } = await import('@amparo/contract');
    const { PATHS } = await import('../../../navigation/paths');
    expect(PATHS.paymentResult).toBe(PAYMENT_RESULT_PATH);
    const [path, query] = paymentResultPath('ko', 12, 31).split('?');
    expect(path).toBe(PATHS.paymentResult);
    expect(readPaymentReturn(new URLSearchParams(query))).toEqual({
      outcome: 'ko',
      policyId: 12,
      paymentId: 31,
    });
  });
});
