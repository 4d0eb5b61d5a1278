import { describe, expect, it } from 'vitest';
import { type DunningInput, dunningSteps } from './dunning.ts';

// One unpaid receipt's dunning as dated steps: the card's 4 attempts 3 days apart (docs/payments.md),
// a direct debit presented again after AM04 (3 presentations), then LCS art. 15 for a later receipt.

const base: DunningInput = {
  dueOn: '2026-03-15',
  paidOn: null,
  isFirst: false,
  method: 'card',
  movements: [],
  representDays: 5,
  today: '2026-03-15',
};
const view = (input: Partial<DunningInput>) =>
  dunningSteps({ ...base, ...input }).map((s) => `${s.state} ${s.on ?? '—'} ${s.label}`);

describe('a card receipt', () => {
  it('before its first charge: four attempts 3 days apart, the mail, then art. 15', () => {
    expect(view({})).toEqual([
      'next 2026-03-15 Cargo 1 de 4 a la tarjeta',
      'planned 2026-03-18 Cargo 2 de 4 a la tarjeta',
      'planned 2026-03-21 Cargo 3 de 4 a la tarjeta',
      'planned 2026-03-24 Cargo 4 de 4 a la tarjeta',
      'planned — Correo al cliente para que pague con otra tarjeta o por transferencia',
      'planned 2026-04-08 Aviso al cliente: la cobertura se suspende en una semana',
      'planned 2026-04-15 Cobertura suspendida (art. 15 LCS, un mes sin pagar)',
      'planned 2026-09-15 Contrato extinguido (seis meses sin pagar) y correo final',
    ]);
  });

  it('four refusals, a month and more unpaid: the mail sent, warned and suspended, extinction next', () => {
    expect(
      view({
        today: '2026-04-20',
        movements: ['2026-03-15', '2026-03-18', '2026-03-22', '2026-03-25'].map((on) => ({
          kind: 'card_charge' as const,
          on,
          ok: false,
        })),
      }),
    ).toEqual([
      'done 2026-03-15 Cargo 1 de 4 a la tarjeta: rechazado',
      'done 2026-03-18 Cargo 2 de 4 a la tarjeta: rechazado',
      'done 2026-03-22 Cargo 3 de 4 a la tarjeta: rechazado',
      'done 2026-03-25 Cargo 4 de 4 a la tarjeta: rechazado',
      'done 2026-03-25 Correo al cliente para que pague con otra tarjeta o por transferencia',
      'done 2026-04-08 Aviso al cliente: la cobertura se suspende en una semana',
      'done 2026-04-15 Cobertura suspendida (art. 15 LCS, un mes sin pagar)',
      'next 2026-09-15 Contrato extinguido (seis meses sin pagar) y correo final',
    ]);
  });

  it('paid at the second attempt: nothing after it', () => {
    expect(
      view({
        today: '2026-03-18',
        paidOn: '2026-03-18',
        movements: [
          { kind: 'card_charge', on: '2026-03-15', ok: false },
          { kind: 'card_charge', on: '2026-03-18', ok: true },
        ],
      }),
    ).toEqual([
      'done 2026-03-15 Cargo 1 de 4 a la tarjeta: rechazado',
      'done 2026-03-18 Cargo 2 de 4 a la tarjeta: cobrado',
      'done 2026-03-18 Recibo pagado',
    ]);
  });

  it('paid by transfer while suspended: cover back from the next day', () => {
    const steps = view({
      today: '2026-05-02',
      paidOn: '2026-05-01',
      movements: ['2026-03-15', '2026-03-18', '2026-03-21', '2026-03-24'].map((on) => ({
        kind: 'card_charge' as const,
        on,
        ok: false,
      })),
    });
    expect(steps.slice(5)).toEqual([
      'done 2026-04-08 Aviso al cliente: la cobertura se suspende en una semana',
      'done 2026-04-15 Cobertura suspendida (art. 15 LCS, un mes sin pagar)',
      'done 2026-05-01 Recibo pagado',
      'done 2026-05-02 Cobertura de nuevo desde el día siguiente al pago',
    ]);
  });

  it('a try still to make is dated today at the earliest, never on a day gone', () => {
    expect(view({ today: '2026-04-20' }).slice(0, 2)).toEqual([
      'next 2026-04-20 Cargo 1 de 4 a la tarjeta',
      'planned 2026-04-23 Cargo 2 de 4 a la tarjeta',
    ]);
  });

  it('the first receipt has no art. 15 steps here: its booking is closed instead', () => {
    expect(view({ isFirst: true }).some((s) => s.includes('suspendida'))).toBe(false);
  });
});

describe('a direct debit', () => {
  it('returned for insufficient funds twice: presented again after the days set, then the third time', () => {
    expect(
      view({
        method: 'sepa',
        today: '2026-04-01',
        movements: [
          { kind: 'sepa_debit', on: '2026-03-15', returned: { on: '2026-03-19', code: 'AM04' } },
          { kind: 'sepa_debit', on: '2026-03-24', returned: { on: '2026-03-27', code: 'AM04' } },
        ],
      }).slice(0, 3),
    ).toEqual([
      'done 2026-03-15 Presentación 1 de 3 al banco: devuelta (AM04, fondos insuficientes)',
      'done 2026-03-24 Presentación 2 de 3 al banco: devuelta (AM04, fondos insuficientes)',
      'next 2026-04-01 Presentación 3 de 3 al banco',
    ]);
  });

  it('an account closed: no presentation again, the customer is asked for another', () => {
    expect(
      view({
        method: 'sepa',
        today: '2026-03-25',
        movements: [{ kind: 'sepa_debit', on: '2026-03-15', returned: { on: '2026-03-19', code: 'AC04' } }],
      }).slice(0, 3),
    ).toEqual([
      'done 2026-03-15 Presentación 1 de 3 al banco: devuelta (AC04, cuenta cancelada)',
      'done 2026-03-19 Correo al cliente para que dé otra cuenta o pague con tarjeta',
      'next 2026-04-08 Aviso al cliente: la cobertura se suspende en una semana',
    ]);
  });

  it('sent and not back yet: waiting for the bank', () => {
    expect(
      view({ method: 'sepa', movements: [{ kind: 'sepa_debit', on: '2026-03-15', returned: null }] })[0],
    ).toBe('done 2026-03-15 Presentación 1 de 3 al banco: enviada');
  });
});
