// @vitest-environment happy-dom
import type { CustomerPolicy } from '@amparo/contract';
import { madridDate } from '@amparo/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { byDate, ReceiptsTable } from './receipts-table';

type Payment = CustomerPolicy['payments'][number];

const today = madridDate(new Date())!;
const receipt = (overrides: Partial<Payment>): Payment => ({
  id: 7,
  sequence: 1,
  price: 1195,
  pending_amount: 1195,
  activation_date: today,
  payment_date: null,
  display_status: 'IMPAGADO',
  collection: null,
  refund_reason: null,
  ...overrides,
});
const show = (payment: Payment) =>
  renderRoutes(
    [{ path: '/', element: <ReceiptsTable payments={[payment]} policy={{ id: 3, number: 'AMP-3' }} /> }],
    '/',
  );

// A receipt reads as what it is (packages/domain receipt-collection): only one the customer must
// pay carries 'Pagar ahora'.
describe('the customer area receipts', () => {
  it('a card receipt due today is owed, in amber, with Pagar ahora', () => {
    show(receipt({}));
    expect(screen.getByText('Pendiente de pago').className).toContain('text-warning');
    expect(screen.getByRole('link', { name: /Pagar ahora/ })).toBeTruthy();
  });

  it('a card receipt due last month is unpaid, in red, with Pagar ahora', () => {
    show(receipt({ activation_date: '2026-01-05' }));
    expect(screen.getByText('Impagado').className).toContain('text-danger');
    expect(screen.getByRole('link', { name: /Pagar ahora/ })).toBeTruthy();
  });

  it('a direct debit in the bank says when it is collected, and offers no card', () => {
    show(receipt({ collection: { state: 'in_bank', date: '2026-12-04', returned: false } }));
    expect(screen.getByText('Enviado al banco')).toBeTruthy();
    expect(screen.getByText('Se carga en tu cuenta el 04/12/2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pagar ahora/ })).toBeNull();
  });

  it('a direct debit on day 0 waits for the bank, with no Pagar ahora', () => {
    show(receipt({ collection: { state: 'next_remittance', date: null, returned: false } }));
    expect(screen.getByText('Domiciliado')).toBeTruthy();
    expect(screen.getByText('Se cargará en tu cuenta domiciliada')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Pagar ahora/ })).toBeNull();
  });

  it('a returned direct debit is unpaid: the customer may pay it by card before it goes again', () => {
    show(
      receipt({
        activation_date: '2026-01-05',
        collection: { state: 'next_remittance', date: '2026-12-10', returned: true },
      }),
    );
    expect(screen.getByText('Impagado')).toBeTruthy();
    expect(
      screen.getByText('Devuelto por el banco: lo volvemos a cargar a partir del 10/12/2026'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pagar ahora/ })).toBeTruthy();
  });
});

describe('a receipt not yet due', () => {
  it('reads Programado with no line about the bank', () => {
    show(
      receipt({
        activation_date: '2099-01-05',
        display_status: 'PROGRAMADO',
        collection: { state: 'next_remittance', date: null, returned: false },
      }),
    );
    expect(screen.getByText('Programado')).toBeTruthy();
    expect(screen.queryByText('Se cargará en tu cuenta domiciliada')).toBeNull();
  });
});

describe('the order of the receipts', () => {
  it('is by date: a refund sits on the day it was given back, not after the whole schedule', () => {
    const rows = byDate([
      receipt({ id: 1, sequence: 1, activation_date: '2026-01-05', payment_date: '2026-01-05T10:00:00Z' }),
      receipt({ id: 2, sequence: 2, activation_date: '2026-02-05', display_status: 'PROGRAMADO' }),
      receipt({ id: 3, sequence: 3, activation_date: '2026-03-05', display_status: 'PROGRAMADO' }),
      receipt({
        id: 13,
        sequence: 13,
        price: -1195,
        activation_date: '2026-01-20',
        payment_date: '2026-01-21T09:00:00Z',
      }),
    ]);
    expect(rows.map((r) => r.id)).toEqual([1, 13, 2, 3]);
  });

  it('says why a refund was given back, under its amount', () => {
    show(
      receipt({
        id: 9,
        price: -500,
        pending_amount: 0,
        payment_date: `${today}T10:00:00Z`,
        display_status: 'ABONADO',
        refund_reason: 'Desistimiento parcial',
      }),
    );
    expect(screen.getByText('Devolución: Desistimiento parcial')).toBeTruthy();
  });
});
