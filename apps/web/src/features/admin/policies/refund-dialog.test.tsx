// @vitest-environment happy-dom
import type { PolicyPayment, RefundOutcome } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { ReceiptsSection } from './policy-receipts';

const PAID: PolicyPayment = {
  id: 11,
  sequence: 1,
  price: 1495,
  pending_amount: 0,
  activation_date: '2026-03-02',
  payment_date: '2026-03-02T10:00:00Z',
  display_status: 'PAGADO',
  collection: null,
  reference: null,
  return_reason: null,
  transactions: [],
};

// The refund of receipt 1, owed by transfer: a negative receipt still to pay out.
const CREDIT: PolicyPayment = {
  ...PAID,
  id: 12,
  sequence: 2,
  price: -500,
  pending_amount: -500,
  activation_date: '2026-03-20',
  payment_date: null,
  display_status: 'PENDIENTE_ABONO',
  collection: null,
  transactions: [
    {
      id: 3,
      kind: 'refund',
      status: 'pending',
      amount: -500,
      method_type: 2,
      occurred_at: '2026-03-20T09:00:00Z',
      gateway: null,
      gateway_reference: null,
      reference: 'TRF-001',
      reason_code: null,
    },
  ],
};

const OUTCOME: RefundOutcome = {
  message: 'Devolución registrada: queda pendiente de abono por transferencia',
  refund_payment_id: 12,
  amount_cents: 500,
  channel: 'transfer',
  status: 'PENDIENTE_ABONO',
  refundable_cents: 995,
  replayed: false,
};

const renderSection = (payments: PolicyPayment[], role: 'agent' | 'store_seller' = 'agent') =>
  renderAdminPage(<ReceiptsSection policyId={7} payments={payments} />, {
    session: buildSession({ role, ...(role === 'store_seller' ? { store_ids: [1] } : {}) }),
  });

async function openRefund() {
  await userEvent.click(screen.getByRole('button', { name: 'Devolver el recibo 1' }));
  return screen.findByRole('dialog', { name: 'Devolver el recibo 1' });
}

describe('refunding a paid receipt in the back office', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refunds part of it with a reason, under one Idempotency-Key', async () => {
    const fetchMock = mockFetch(() => ({ body: OUTCOME }));
    renderSection([PAID]);
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Importe a devolver') as HTMLInputElement;
    // Prefilled with what was paid.
    expect(amount.value).toBe('14,95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(within(dialog).getByText('Indica el motivo de la devolución')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Cobro duplicado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/policies/7/payments/11/refund');
    expect(request.init.method).toBe('POST');
    expect(request.body).toEqual({ amount_cents: 500, reason: 'Cobro duplicado' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,100}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps its key on a retry and shows the server refusal in Spanish', async () => {
    const fetchMock = mockFetch(() => ({
      status: 422,
      body: {
        code: 'REFUND_EXCEEDS_PAID',
        message: 'No se puede devolver más de lo pagado menos lo ya devuelto (como mucho 9,95 €)',
      },
    }));
    renderSection([PAID]);
    const dialog = await openRefund();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Baja del cliente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await within(dialog).findByText(/como mucho 9,95 €/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const first = requestOf(fetchMock, 0).headers.get('Idempotency-Key');
    expect(requestOf(fetchMock, 1).headers.get('Idempotency-Key')).toBe(first);
  });

  it('refuses more than was paid before asking the server', async () => {
    const fetchMock = mockFetch();
    renderSection([PAID]);
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Importe a devolver');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Baja del cliente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(within(dialog).getByText('No se puede devolver más de lo pagado (14,95 €)')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('pays out a credit owed by transfer with the mark-as-paid dialog', async () => {
    const fetchMock = mockFetch(() => ({ body: { ...CREDIT, pending_amount: 0 } }));
    renderSection([PAID, CREDIT]);
    // A credit is neither refunded again nor deleted.
    expect(screen.queryByRole('button', { name: 'Devolver el recibo 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Borrar el recibo 2' })).toBeNull();
    const moves = screen.getByRole('list', { name: 'Movimientos del recibo 2' });
    expect(moves.textContent).toContain('Reembolso');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como abonado el recibo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como abonado el recibo 2' });
    expect(within(dialog).getByLabelText('Fecha de la transferencia')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Referencia'), 'TRF-OUT-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como abonado' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(requestOf(fetchMock).url).toBe('/api/policies/7/payments/12/mark-as-paid');
  });

  it('offers no refund to a store seller, nor on an unpaid receipt', () => {
    mockFetch();
    renderSection([PAID], 'store_seller');
    expect(screen.queryByRole('button', { name: /Devolver/ })).toBeNull();
  });
});
