// @vitest-environment happy-dom
import type { PolicyPayment } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { closeModal, getOpenModal } from '../../../ui/modals/modal-bus';
import { renderAdminPage } from '../admin-test-utils';
import { ReceiptsSection } from './policy-receipts';

function receipt(overrides: Partial<PolicyPayment> = {}): PolicyPayment {
  return {
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
    transactions: [
      {
        id: 1,
        kind: 'charge',
        status: 'ok',
        amount: 1495,
        method_type: 1,
        occurred_at: '2026-03-02T10:00:00Z',
        gateway: 'redsys',
        gateway_reference: '2603000011AB',
        reference: '123456',
        reason_code: null,
      },
    ],
    ...overrides,
  };
}

const RECEIPTS = [
  receipt(),
  receipt({
    id: 12,
    sequence: 2,
    pending_amount: 1495,
    activation_date: '2026-04-02',
    payment_date: null,
    display_status: 'IMPAGADO',
    collection: null,
    return_reason: 'AM04',
    transactions: [
      {
        id: 2,
        kind: 'return',
        status: 'ok',
        amount: -1495,
        method_type: 3,
        occurred_at: '2026-04-06T09:00:00Z',
        gateway: null,
        gateway_reference: 'E2E-12',
        reference: null,
        reason_code: 'AM04',
      },
    ],
  }),
];

const renderSection = (role: 'agent' | 'store_seller' = 'agent') =>
  renderAdminPage(<ReceiptsSection policyId={7} payments={RECEIPTS} />, {
    session: buildSession({ role, ...(role === 'store_seller' ? { store_ids: [1] } : {}) }),
  });

describe('the receipts of a policy in the back office', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    closeModal();
  });

  it('shows each receipt with its status and movements', () => {
    mockFetch();
    renderSection();
    const paid = screen.getByTestId('receipt-1');
    expect(within(paid).getByText('Pagado')).toBeTruthy();
    const moves = screen.getByRole('list', { name: 'Movimientos del recibo 2' });
    expect(moves.textContent).toContain('Devolución');
    expect(moves.textContent).toContain('Motivo: AM04 · Fondos insuficientes');
    expect(moves.textContent).toContain('Ref. pasarela E2E-12');
    const charges = screen.getByRole('list', { name: 'Movimientos del recibo 1' });
    expect(charges.textContent).toContain('Cobro');
    expect(charges.textContent).toContain('Tarjeta');
    // A paid receipt cannot be paid or deleted again.
    expect(screen.queryByRole('button', { name: 'Marcar como pagado el recibo 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Borrar el recibo 1' })).toBeNull();
  });

  it('marks an unpaid receipt as paid with a date and a reference', async () => {
    const fetchMock = mockFetch(() => ({ body: receipt({ id: 12, sequence: 2 }) }));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como pagado el recibo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como pagado el recibo 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como pagado' }));
    expect(within(dialog).getByText('Indica la referencia del pago')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Referencia'), 'TRF-001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como pagado' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/policies/7/payments/12/mark-as-paid');
    expect(request.init.method).toBe('PUT');
    expect(request.body).toEqual({
      payment_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reference: 'TRF-001',
    });
  });

  it("shows the server's Spanish message when the payment is refused", async () => {
    mockFetch(() => ({
      status: 409,
      body: { code: 'PAYMENT_ALREADY_PAID', message: 'Este recibo ya está pagado' },
    }));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como pagado el recibo 2' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Referencia'), 'TRF-001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como pagado' }));
    expect(await within(dialog).findByText('Este recibo ya está pagado')).toBeTruthy();
  });

  it('asks before deleting an unpaid receipt, then deletes it', async () => {
    const fetchMock = mockFetch(() => ({ status: 204 }));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar el recibo 2' }));
    const modal = getOpenModal();
    expect(modal?.name).toBe('confirm-delete');
    expect(fetchMock).not.toHaveBeenCalled();
    if (modal?.name !== 'confirm-delete') throw new Error('no confirmation');
    expect(modal.props.title).toBe('¿Borrar el recibo 2?');
    await modal.props.onConfirm?.();
    expect(requestOf(fetchMock).url).toBe('/api/policies/7/payments/12/delete');
    expect(requestOf(fetchMock).init.method).toBe('DELETE');
  });

  it('asks before creating the remaining receipts', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: { data: [receipt({ id: 13, sequence: 13 })] } }));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Crear recibos pendientes' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Crear los recibos pendientes?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear recibos' }));
    await waitFor(() => expect(requestOf(fetchMock).url).toBe('/api/policies/7/payments/remaining'));
  });

  it('gives a store seller, who only reads payments, no actions', () => {
    mockFetch();
    renderSection('store_seller');
    expect(screen.queryByRole('button', { name: /Marcar como pagado|Borrar|Crear recibos/ })).toBeNull();
  });
});
