// @vitest-environment happy-dom
import type { StaffClaimDetail } from '@amparo/contract';
import type { Role } from '@amparo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { buildClaimFile, buildRepairCenter, buildStaffClaim } from '../shared/claim-fixtures';
import ClaimDetailPage from './claim-detail-page';

type Sent = { url: string; method: string; body: unknown };

/** The claim page over a stubbed API: every action answers `after` (the claim once changed). */
function renderClaim({
  claim = buildStaffClaim(),
  after = claim,
  role = 'claims_handler',
}: {
  claim?: StaffClaimDetail;
  after?: StaffClaimDetail;
  role?: Role;
} = {}) {
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/messages/read')) return { body: { marked: 1 } };
      const created = ['/comments', '/document-requests', '/desk/messages'].some((end) => url.endsWith(end));
      return { status: created ? 201 : 200, body: after };
    }
    if (url === '/api/claims/42/desk') return { body: claim };
    if (url.startsWith('/api/repair_centers'))
      return {
        body: {
          data: [buildRepairCenter(), buildRepairCenter({ id: 4, name: 'ReparaYa', city: 'Getafe' })],
          meta: { page: 1, per_page: 200, total: 2 },
        },
      };
    return { status: 404, body: { message: 'No encontrado' } };
  });
  renderAdminPage(<ClaimDetailPage />, {
    path: '/admin/siniestros/42',
    pattern: '/admin/siniestros/:id',
    session: buildSession({ role }),
  });
  return { sent };
}

const heading = () => screen.findByRole('heading', { name: 'Siniestro SIN-2026-000042' });

describe('one claim at the claims desk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the customer for one more document in the desk’s words, checked before it is sent', async () => {
    const requested = buildStaffClaim({
      checklist: {
        ...buildStaffClaim().checklist,
        items: [
          ...buildStaffClaim().checklist.items,
          {
            type: 'extra_1',
            title: 'Presupuesto de reparación',
            description: 'El presupuesto del servicio técnico.',
            allow_multiple: true,
            state: 'pending_upload',
            rejection_reason: null,
            document_ids: [],
            requested_at: '2026-03-05T10:00:00Z',
          },
        ],
        missing: ['extra_1'],
        is_complete: false,
      },
    });
    const { sent } = renderClaim({ after: requested });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir un documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir un documento más' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Documento'), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pedir al cliente' }));
    expect(
      await within(dialog).findByText('Indica qué documento pides (al menos 3 caracteres)'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Nombre del documento'), 'Presupuesto de reparación');
    await userEvent.type(
      within(dialog).getByLabelText('Qué debe enviar'),
      'El presupuesto del servicio técnico.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pedir al cliente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        url: '/api/claims/42/document-requests',
        method: 'POST',
        body: {
          kind: 'other',
          title: 'Presupuesto de reparación',
          description: 'El presupuesto del servicio técnico.',
        },
      },
    ]);
    expect(await screen.findByText('Pedido el 05/03/2026')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirar la petición: Presupuesto de reparación' }),
    );
    await waitFor(() => expect(sent.at(-1)?.url).toBe('/api/claims/42/document-requests/extra_1'));
    expect(sent.at(-1)?.method).toBe('DELETE');
  });

  it("shows the customer's message, marks it read, and answers them", async () => {
    const message = {
      id: 5,
      author: 'customer' as const,
      author_name: 'Lucía',
      body: '¿Cuándo recogéis el móvil?',
      attachment: null,
      created_at: '2026-03-04T09:00:00Z',
      read_at: null,
    };
    const { sent } = renderClaim({ claim: buildStaffClaim({ messages: [message] }) });
    await heading();
    const thread = screen.getByRole('region', { name: 'Mensajes con el cliente' });
    expect(within(thread).getByText('¿Cuándo recogéis el móvil?')).toBeTruthy();
    await waitFor(() => expect(sent.map((s) => s.url)).toContain('/api/claims/42/desk/messages/read'));
    // Once: the claim on screen still reads unread until fetched again, and is not marked twice.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((s) => s.url.endsWith('/messages/read'))).toHaveLength(1);
    await userEvent.type(within(thread).getByLabelText('Escribir al cliente'), 'Mañana por la mañana');
    await userEvent.click(within(thread).getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        url: '/api/claims/42/desk/messages',
        method: 'POST',
        body: { body: 'Mañana por la mañana' },
      }),
    );
  });

  it('shows the policy, the holder, what happened, the deadlines and the full history', async () => {
    renderClaim();
    await heading();
    expect(screen.getByText('Daños por agua · Apple iPhone 15 · ocurrido el 01/03/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver la póliza' }).getAttribute('href')).toBe('/admin/polizas/7');
    expect(screen.getByRole('link', { name: 'AMP-2026-000007' }).getAttribute('href')).toBe(
      '/admin/polizas/7',
    );
    expect(screen.getByRole('link', { name: '612345678' }).getAttribute('href')).toBe('tel:612345678');
    expect(screen.getByText('Se me cayó el móvil a la piscina y ya no enciende.')).toBeTruthy();
    expect(screen.getByText('Tipo de líquido').nextElementSibling?.textContent).toBe('Agua');
    expect(screen.getByText('¿Enciende?').nextElementSibling?.textContent).toBe('No');

    const deadlines = screen.getByRole('heading', { name: 'Plazos' }).parentElement as HTMLElement;
    expect(deadlines.textContent).toContain('Hasta el 08/03/2026');
    expect(deadlines.textContent).toContain('Cumplido a tiempo');
    expect(deadlines.textContent).toContain('Quedan 30 días');
    expect(deadlines.textContent).toContain('Queda 1 día');
    expect(within(deadlines).getByText('Vence pronto')).toBeTruthy();

    const history = screen.getByRole('heading', { name: 'Historial' }).parentElement as HTMLElement;
    const [declared, note] = within(history).getAllByRole('listitem');
    expect(declared?.textContent).toContain('Lo ve el cliente');
    expect(note?.textContent).toContain('Interno');
    expect(note?.textContent).toContain('Llamar al cliente para confirmar el IMEI.');
    expect(note?.textContent).toContain('Marta López');
  });

  it('shows each document of the checklist: the PDF by link, the photo inline, and the phone check photos beside it', async () => {
    renderClaim();
    await heading();
    const invoice = screen.getByRole('list', { name: 'Archivos de Factura de compra' });
    expect(
      within(invoice)
        .getByRole('link', { name: 'Abrir PDF: Factura de compra: factura.pdf (en otra pestaña)' })
        .getAttribute('href'),
    ).toBe('/api/files/claims/42/factura.pdf?sig=a');
    expect(within(invoice).getByText('180 KB · 03/03/2026, 11:00')).toBeTruthy();
    const photos = screen.getByRole('list', { name: 'Archivos de Fotos de los daños' });
    expect(
      within(photos).getByRole('button', { name: 'Ampliar: Fotos de los daños: pantalla.jpg' }),
    ).toBeTruthy();

    const comparison = screen.getByRole('heading', { name: 'Fotos: al contratar y del siniestro' })
      .parentElement as HTMLElement;
    expect(
      within(comparison).getByRole('button', { name: 'Ampliar: Peritación del alta, foto Frontal' }),
    ).toBeTruthy();
    expect(
      within(comparison).getByRole('button', { name: 'Ampliar: Peritación del alta, foto Trasera' }),
    ).toBeTruthy();
    expect(within(comparison).getByText('Frontal · 12/01/2026')).toBeTruthy();
  });

  it('accepts a document at once', async () => {
    const accepted = buildStaffClaim({
      documents: [buildClaimFile({ review_status: 'accepted' }), buildStaffClaim().documents[1]!],
      reviews: [{ document_id: 101, reviewed_by_name: 'Marta López', reviewed_at: '2026-03-04T09:00:00Z' }],
    });
    const { sent } = renderClaim({ after: accepted });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar: Factura de compra: factura.pdf' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/claims/42/documents/101/review', method: 'POST', body: { decision: 'accepted' } },
      ]),
    );
    expect(await screen.findByText('Revisado por Marta López, 04/03/2026, 10:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar: Factura de compra: factura.pdf' })).toBeNull();
  });

  it('will not reject a document without a reason, which the customer reads', async () => {
    const { sent } = renderClaim();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar: Factura de compra: factura.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar «Factura de compra»' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar documento' }));
    expect(await within(dialog).findByText('Indica el motivo (al menos 5 caracteres)')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(
      within(dialog).getByLabelText('Motivo'),
      'La factura no se lee: haz otra foto con más luz.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar documento' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/claims/42/documents/101/review',
          method: 'POST',
          body: { decision: 'rejected', reason: 'La factura no se lee: haz otra foto con más luz.' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('will not deny a claim without a reason', async () => {
    const { sent } = renderClaim({
      after: buildStaffClaim({
        internal_status: 2,
        notify_denied: true,
        denial_reason: 'El daño ya estaba en la peritación.',
      }),
    });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Denegar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denegar el siniestro SIN-2026-000042' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'No');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Denegar siniestro' }));
    expect(await within(dialog).findByText('Indica el motivo (al menos 5 caracteres)')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(
      within(dialog).getByLabelText('Motivo'),
      ' cubre: el daño ya estaba en la peritación.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Denegar siniestro' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/claims/42/status',
          method: 'POST',
          body: { status: 'denied', reason: 'No cubre: el daño ya estaba en la peritación.' },
        },
      ]),
    );
    expect(await screen.findByText('El daño ya estaba en la peritación.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reabrir' })).toBeTruthy();
  });

  it('closes a claim with a public comment, and adds an internal note', async () => {
    const { sent } = renderClaim();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar el siniestro SIN-2026-000042' });
    await userEvent.type(within(dialog).getByLabelText('Comentario (opcional)'), 'Reparado por el taller.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar siniestro' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        url: '/api/claims/42/status',
        method: 'POST',
        body: { status: 'closed', comment: 'Reparado por el taller.', is_public: true },
      }),
    );

    const form = screen.getByRole('form', { name: 'Añadir comentario' });
    await userEvent.type(within(form).getByLabelText('Comentario'), 'Pedido presupuesto al taller.');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir comentario' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        url: '/api/claims/42/comments',
        method: 'POST',
        body: { comment: 'Pedido presupuesto al taller.', is_public: false },
      }),
    );
  });

  it('assigns one of the active repair centers of the product type', async () => {
    const { sent } = renderClaim({
      after: buildStaffClaim({ repair_center_id: 4, repair_center_name: 'ReparaYa' }),
    });
    await heading();
    const select = await screen.findByLabelText('Taller asignado');
    await screen.findByRole('option', { name: 'ReparaYa (Getafe)' });
    await userEvent.selectOptions(select, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar taller' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/claims/42/repair-center', method: 'PUT', body: { repair_center_id: 4 } },
      ]),
    );
  });

  it('hides every action from a role that may only read claims', async () => {
    const { sent } = renderClaim({ role: 'agent' });
    await heading();
    expect(screen.getByText('Tu perfil puede consultar el siniestro, pero no tramitarlo.')).toBeTruthy();
    for (const name of [
      /^Aceptar/,
      /^Rechazar/,
      'Cerrar',
      'Denegar',
      'Reabrir',
      'Añadir comentario',
      'Guardar taller',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByLabelText('Taller asignado')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Añadir comentario' })).toBeNull();
    expect(screen.getByText('Sin asignar')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('leaves a draft to the customer: no review and no status change', async () => {
    renderClaim({ claim: buildStaffClaim({ is_draft: true, number: null, sent_at: null }) });
    expect(await screen.findByRole('heading', { name: 'Siniestro Borrador n.º 42' })).toBeTruthy();
    expect(screen.getByText(/Es un borrador: el cliente aún no lo ha enviado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Denegar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Aceptar/ })).toBeNull();
  });
});
