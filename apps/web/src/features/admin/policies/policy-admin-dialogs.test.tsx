// @vitest-environment happy-dom
import type { PolicyChangeResult } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { closeModal, getOpenModal } from '../../../ui/modals/modal-bus';
import { getToasts } from '../../../ui/toast/toast-store';
import { renderAdminPage } from '../admin-test-utils';
import { AdminEditDialog } from './admin-edit-dialog';
import { EditPolicyDialog } from './edit-policy-dialog';
import { PartnerDeliveriesSection } from './partner-deliveries-section';
import { POLICY } from './policy-admin-fixtures';
import { PolicyDiscountsBlock } from './policy-discounts-block';

const render = (ui: React.ReactElement, role: 'admin' | 'agent' | 'store_seller' = 'agent') =>
  renderAdminPage(ui, {
    session: buildSession({ role, ...(role === 'store_seller' ? { store_ids: [1] } : {}) }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  closeModal();
});

describe("'Editar datos'", () => {
  it('sends only what changed and closes', async () => {
    const fetchMock = mockFetch(() => ({
      body: { policy_id: 7, dry_run: false, before: {}, after: {}, receipts: {} },
    }));
    const onClose = vi.fn();
    render(<EditPolicyDialog policy={POLICY} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar datos del tomador' });
    const phone = within(dialog).getByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '600 111 222');
    await userEvent.type(within(dialog).getByLabelText('Descripción de Apple iPhone 16'), 'Negro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/policies/7');
    expect(request.init.method).toBe('PATCH');
    expect(request.body).toEqual({ phone: '600111222', risk: { id: 21, description: 'Negro' } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a bad email with the contract message, and says when nothing changed, before asking the server', async () => {
    const fetchMock = mockFetch();
    render(<EditPolicyDialog policy={POLICY} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('No había nada que cambiar.')).toBeTruthy();
    const email = within(dialog).getByLabelText('Correo electrónico');
    await userEvent.clear(email);
    await userEvent.type(email, 'no-es-correo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/correo/i, { selector: 'p[id]' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const PREVIEW: PolicyChangeResult = {
  policy_id: 7,
  dry_run: true,
  before: { premium: 1000, annual_premium: 12_000 },
  after: { premium: 1200, annual_premium: 14_400 },
  receipts: {
    updated: [{ id: 2, sequence: 2, activation_date: '2026-02-15', from: 1000, to: 1200 }],
    deleted: [],
    added: [],
    kept: 1,
  },
};

describe("'Edición de administrador'", () => {
  it('needs a reason, previews the receipts with dry_run, then saves with the reason', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/partner-options') ? { body: { distributors: [], stores: [] } } : { body: PREVIEW },
    );
    render(<AdminEditDialog policy={POLICY} onClose={() => undefined} />, 'admin');
    const dialog = await screen.findByRole('dialog', { name: 'Edición de administrador' });
    const premium = within(dialog).getByLabelText('Prima por recibo (€)');
    await userEvent.clear(premium);
    await userEvent.type(premium, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vista previa de los recibos' }));
    expect(await within(dialog).findByText(/Indica el motivo del cambio/)).toBeTruthy();
    const calls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/policies/7/admin'));
    expect(calls()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Motivo del cambio'), 'Error de tarifa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vista previa de los recibos' }));
    const preview = await within(dialog).findByRole('region', { name: 'Así quedarían los recibos' });
    expect(preview.textContent).toContain('Recibo 2');
    expect(preview.textContent).toContain('10,00 € → 12,00 €');
    expect(preview.textContent).toContain('1 recibo cobrado no cambia.');
    const [dryUrl, dryInit] = calls()[0] as [string, RequestInit];
    expect(dryUrl).toBe('/api/policies/7/admin');
    expect(JSON.parse(String(dryInit.body))).toEqual({
      premium: 1200,
      reason: 'Error de tarifa',
      dry_run: true,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(JSON.parse(String((calls()[1] as [string, RequestInit])[1].body))).toEqual({
      premium: 1200,
      reason: 'Error de tarifa',
    });
  });

  it("shows the server's refusal in Spanish", async () => {
    mockFetch((url) =>
      url.startsWith('/api/partner-options')
        ? { body: { distributors: [], stores: [] } }
        : {
            status: 422,
            body: {
              code: 'POLICY_DATES_INVALID',
              message: 'La fecha de fin no puede ser anterior a la fecha de inicio',
            },
          },
    );
    render(<AdminEditDialog policy={POLICY} onClose={() => undefined} />, 'admin');
    const dialog = await screen.findByRole('dialog');
    const ends = within(dialog).getByLabelText('Fecha de fin');
    await userEvent.clear(ends);
    await userEvent.type(ends, '2025-12-31');
    await userEvent.type(within(dialog).getByLabelText('Motivo del cambio'), 'Corrige la fecha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await within(dialog).findByText('La fecha de fin no puede ser anterior a la fecha de inicio'),
    ).toBeTruthy();
  });
});

describe('discounts on the policy page', () => {
  it('asks before removing a discount, then removes it', async () => {
    const fetchMock = mockFetch(() => ({
      body: { premium: 1000, annual_premium: 12_000, account: { paid: 0, owed: 0, owed_receipts: 0 } },
    }));
    render(<PolicyDiscountsBlock policy={POLICY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar el descuento BIENVENIDA' }));
    const modal = getOpenModal();
    if (modal?.name !== 'confirm-delete') throw new Error('no confirmation');
    expect(modal.props.title).toBe('Quitar el descuento BIENVENIDA');
    expect(fetchMock).not.toHaveBeenCalled();
    await modal.props.onConfirm?.();
    expect(requestOf(fetchMock).url).toBe('/api/policies/7/discount/4');
    expect(requestOf(fetchMock).init.method).toBe('DELETE');
  });

  it('applies a code typed in the dialog', async () => {
    const fetchMock = mockFetch(() => ({
      status: 201,
      body: {
        policy_id: 7,
        discount: { id: 5, code: 'VERANO', amount: 100 },
        premium: 900,
        annual_premium: 10_800,
        receipts: {},
        // One receipt was paid at 10 €: eleven are left at 9 €.
        account: { paid: 1000, owed: 9900, owed_receipts: 11 },
      },
    }));
    render(<PolicyDiscountsBlock policy={POLICY} />);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir descuento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir un descuento' });
    await userEvent.type(within(dialog).getByLabelText('Código del descuento'), 'verano');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(requestOf(fetchMock).body).toEqual({ code: 'VERANO' });
    await waitFor(() =>
      expect(getToasts().map((item) => item.message)).toContain(
        'Descuento VERANO aplicado: nueva prima 9,00 €. Quedan 99,00 € por pagar en 11 recibos (los cobrados no cambian).',
      ),
    );
  });

  it('shows a store seller the discounts without add or remove', () => {
    mockFetch();
    render(<PolicyDiscountsBlock policy={POLICY} />, 'store_seller');
    expect(screen.getByText('BIENVENIDA')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Añadir descuento|Quitar/ })).toBeNull();
  });
});

describe("'Envíos a socios'", () => {
  it('lists the sends and sends to the chosen partner with an Idempotency-Key', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST'
        ? {
            status: 202,
            body: {
              id: 2,
              partner: 'aseguradora',
              status: 'pending',
              attempts: 0,
              last_http_status: null,
              last_error: null,
              created_at: '2026-03-01T10:00:00Z',
              delivered_at: null,
            },
          }
        : {
            body: {
              partners: ['aseguradora'],
              data: [
                {
                  id: 1,
                  partner: 'aseguradora',
                  status: 'failed',
                  attempts: 7,
                  last_http_status: 500,
                  last_error: 'El socio respondió HTTP 500',
                  created_at: '2026-02-01T10:00:00Z',
                  delivered_at: null,
                },
              ],
            },
          },
    );
    render(<PartnerDeliveriesSection policyId={7} />);
    expect(await screen.findByText('Fallido')).toBeTruthy();
    expect(screen.getByText('Último error: El socio respondió HTTP 500')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a socio' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, i]) => (i as RequestInit).method === 'POST')).toBe(true),
    );
    const index = fetchMock.mock.calls.findIndex(([, i]) => (i as RequestInit).method === 'POST');
    const request = requestOf(fetchMock, index);
    expect(request.url).toBe('/api/policies/7/send-to-aseguradora');
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,100}$/);
  });

  it('shows a store seller the log without the send button', async () => {
    mockFetch(() => ({ body: { partners: ['aseguradora'], data: [] } }));
    render(<PartnerDeliveriesSection policyId={7} />, 'store_seller');
    expect(await screen.findByText('Esta póliza no se ha enviado a ningún socio.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar a socio' })).toBeNull();
  });
});
