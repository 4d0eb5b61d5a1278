// @vitest-environment happy-dom
import type { ClaimDetail } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { lastXhr, stubXhr } from '../../../test/fake-xhr';
import { buildNotification, buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { getToasts, toast } from '../../../ui/toast/toast-store';
import CustomerHomePage from '../home/customer-home-page';
import ClaimPage from './claim-page';
import { buildClaim, buildFile, buildHome, buildPolicy, INVOICE, PHOTOS } from './claim-test-data';

const NOW = new Date('2026-03-10T10:00:00Z');
const keepPhoto = async (file: File) => file;

type Answer = { status?: number; body?: unknown };

function renderClaim(
  claim: ClaimDetail,
  answers: Record<string, Answer> = {},
  path = '/area-cliente/siniestros/12',
) {
  const fetchMock = mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    if (answers[key]) return answers[key];
    if (url.endsWith('/claims/12')) return { body: claim };
    if (url.endsWith('/customer/home')) return { body: buildHome([buildPolicy()]) };
    return { status: 404, body: { message: 'No encontrado' } };
  });
  const view = renderRoutes(
    [
      { path: '/area-cliente', element: <CustomerHomePage /> },
      { path: '/area-cliente/siniestros/:id', element: <ClaimPage now={NOW} shrink={keepPhoto} /> },
    ],
    path,
  );
  return { ...view, fetchMock };
}

const requests = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.map((_, i) => requestOf(fetchMock, i)).filter((r) => r.init.method === method);

const documentItem = (title: string) => screen.getByRole('listitem', { name: title });
const sendButton = () => screen.getByRole('button', { name: 'Enviar siniestro' });

describe('the claim page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
  });
  afterEach(() => {
    for (const item of getToasts()) toast.dismiss(item.id);
    vi.unstubAllGlobals();
  });

  it('shows a draft: its type, no number yet, the report deadline and every document pending', async () => {
    renderClaim(buildClaim());
    expect(await screen.findByRole('heading', { name: 'Rotura de pantalla frontal', level: 1 })).toBeTruthy();
    expect(screen.getByText('Borrador: tendrá número cuando lo envíes')).toBeTruthy();
    // Last changed on 10/03/2026: kept 30 days (CLAIM_DRAFT_KEEP_DAYS), then swept with its documents.
    expect(
      screen.getByText(
        'Guardamos este borrador hasta el 09/04/2026. Si no lo envías ni lo cambias antes, lo borraremos con sus documentos.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Hasta el 15/03/2026. Quedan 5 días.')).toBeTruthy();
    expect(screen.getByText('Los 40 días empiezan a contar cuando envíes el siniestro.')).toBeTruthy();
    expect(within(documentItem('Factura de compra')).getByText('Pendiente')).toBeTruthy();
    expect(within(documentItem('Fotos de los daños')).getByText('Pendiente')).toBeTruthy();
  });

  it('keeps "Enviar siniestro" disabled with the list of what is missing', async () => {
    renderClaim(buildClaim({}, [{ ...INVOICE, state: 'received', document_ids: [1] }, PHOTOS]));
    await screen.findByRole('heading', { name: 'Enviar el siniestro' });
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    const missing = document.getElementById(sendButton().getAttribute('aria-describedby') ?? '');
    expect(missing?.textContent).toBe('Para enviarlo falta adjuntar:Fotos de los daños');
  });

  it("sends a complete draft, then shows its number; the server's 422 is shown as it says it", async () => {
    const complete = buildClaim({}, [
      { ...INVOICE, state: 'received', document_ids: [1] },
      { ...PHOTOS, state: 'received', document_ids: [2] },
    ]);
    const sent = { ...complete, is_draft: false, number: 'SIN-2026-000012', status_label: 'ABIERTO' };
    const { fetchMock } = renderClaim(complete, { 'POST /api/claims/12/send': { body: sent } });
    await screen.findByRole('heading', { name: 'Enviar el siniestro' });
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    await userEvent.click(sendButton());
    expect(await screen.findByText('Siniestro SIN-2026-000012')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar siniestro' })).toBeNull();
    expect(requests(fetchMock, 'POST')[0]!.url).toBe('/api/claims/12/send');
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('writes to the desk with a file, shows the answer in the thread, and keeps a retry the same message', async () => {
    const sent = buildClaim(
      {
        is_draft: false,
        number: 'SIN-2026-000012',
        sent_at: '2026-03-10T09:30:00Z',
        status_label: 'ABIERTO',
      },
      [{ ...INVOICE, state: 'received', document_ids: [1] }],
    );
    const mine = {
      id: 1,
      author: 'customer' as const,
      author_name: 'Lucía',
      body: 'Os adjunto el presupuesto',
      attachment: {
        filename: 'presupuesto.pdf',
        mime: 'application/pdf',
        size_bytes: 8,
        url: '/api/files/x',
      },
      created_at: '2026-03-10T10:00:00Z',
      read_at: null,
    };
    const answered = { ...sent, messages: [mine] };
    const { fetchMock } = renderClaim(sent, {
      'POST /api/claims/12/messages': { status: 201, body: answered },
    });
    const thread = await screen.findByRole('region', { name: 'Mensajes con la mesa de siniestros' });
    await userEvent.click(within(thread).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(thread).findByText('Escribe el mensaje')).toBeTruthy();
    await userEvent.type(within(thread).getByLabelText('Tu mensaje'), 'Os adjunto el presupuesto');
    await userEvent.upload(
      within(thread).getByLabelText('Adjuntar un archivo (opcional)'),
      new File(['%PDF-1.4'], 'presupuesto.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(thread).getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await within(thread).findByRole('link', { name: 'Archivo adjunto: presupuesto.pdf' }),
    ).toBeTruthy();
    const [post] = requests(fetchMock, 'POST');
    expect(post!.url).toBe('/api/claims/12/messages');
    expect(post!.body).toEqual({
      body: 'Os adjunto el presupuesto',
      fileBase64: btoa('%PDF-1.4'),
      filename: 'presupuesto.pdf',
    });
    expect(post!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(within(thread).getByText('Tú')).toBeTruthy();
    expect((within(thread).getByLabelText('Tu mensaje') as HTMLTextAreaElement).value).toBe('');
  });

  it('offers no conversation on a draft (the desk has not got it yet)', async () => {
    renderClaim(buildClaim());
    await screen.findByRole('heading', { name: 'Enviar el siniestro' });
    expect(screen.queryByRole('region', { name: 'Mensajes con la mesa de siniestros' })).toBeNull();
  });

  it('shows the refusal of the server when sending', async () => {
    const complete = buildClaim({}, [{ ...INVOICE, state: 'received', document_ids: [1] }]);
    renderClaim(complete, {
      'POST /api/claims/12/send': {
        status: 422,
        body: {
          code: 'CLAIM_DOCUMENTS_MISSING',
          message: 'Para enviar el siniestro falta adjuntar: Denuncia',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar siniestro' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Para enviar el siniestro falta adjuntar: Denuncia',
    );
  });

  it('uploads a file as multipart with a progress bar, then shows it received', async () => {
    stubXhr();
    const after = buildClaim({ documents: [buildFile(1, 'invoice', { filename: 'factura.pdf' })] }, [
      { ...INVOICE, state: 'received', document_ids: [1] },
      PHOTOS,
    ]);
    renderClaim(buildClaim());
    const input = await screen.findByLabelText('Archivo para Factura de compra');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(lastXhr().url).toBe('/api/claims/12/documents'));
    const form = lastXhr().body as unknown as FormData;
    expect(form.get('type')).toBe('invoice');
    expect((form.get('file') as File).name).toBe('factura.pdf');

    lastXhr().progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la subida' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText('Subiendo factura.pdf')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Adjuntar: Factura de compra' }).getAttribute('aria-busy'),
    ).toBe('true');

    lastXhr().respond(201, after);
    await waitFor(() => expect(within(documentItem('Factura de compra')).getByText('Recibido')).toBeTruthy());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(documentItem('Factura de compra')).getByText('factura.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adjuntar otro archivo: Factura de compra' })).toBeTruthy();
  });

  it('uploads several photos one after another, and stops at a refused one with its reason', async () => {
    stubXhr();
    renderClaim(buildClaim());
    const photos = ['uno.jpg', 'dos.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    await userEvent.upload(await screen.findByLabelText('Archivo para Fotos de los daños'), photos);
    await waitFor(() => expect((lastXhr().body as unknown as FormData).get('type')).toBe('damage_photos'));
    const first = lastXhr();
    first.respond(201, buildClaim({ documents: [buildFile(3, 'damage_photos', { filename: 'uno.jpg' })] }));
    await waitFor(() => expect(lastXhr()).not.toBe(first));
    expect(await screen.findByText('Subiendo 2 de 2: dos.jpg')).toBeTruthy();
    lastXhr().respond(413, {
      code: 'UPLOAD_TOO_LARGE',
      message: 'El archivo supera el tamaño máximo (10 MB)',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('El archivo supera el tamaño máximo (10 MB)');
  });

  it('refuses a file that is neither a photo nor a PDF before sending it', async () => {
    stubXhr();
    renderClaim(buildClaim());
    const input = await screen.findByLabelText('Archivo para Factura de compra');
    await userEvent.upload(input, new File(['hola'], 'notas.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/notas\.txt: solo admitimos fotos/);
  });

  it("takes a draft's file back", async () => {
    const claim = buildClaim({ documents: [buildFile(1, 'invoice', { filename: 'factura.pdf' })] }, [
      { ...INVOICE, state: 'received', document_ids: [1] },
      PHOTOS,
    ]);
    const { fetchMock } = renderClaim(claim, { 'DELETE /api/claims/12/documents/1': { body: buildClaim() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar factura.pdf' }));
    await waitFor(() =>
      expect(within(documentItem('Factura de compra')).getByText('Pendiente')).toBeTruthy(),
    );
    expect(requests(fetchMock, 'DELETE')).toHaveLength(1);
  });

  it('shows each document in its own state, with the reason of a rejection', async () => {
    const sent = buildClaim(
      {
        is_draft: false,
        number: 'SIN-2026-000012',
        status_label: 'ABIERTO',
        internal_status: 4,
        documents: [
          buildFile(1, 'invoice', { review_status: 'rejected', rejection_reason: 'No se lee el importe' }),
          buildFile(2, 'damage_photos', { review_status: 'accepted', mime: 'image/jpeg', filename: 'a.jpg' }),
          buildFile(3, 'police_report'),
        ],
      },
      [
        { ...INVOICE, state: 'rejected', rejection_reason: 'No se lee el importe', document_ids: [1] },
        { ...PHOTOS, state: 'accepted', document_ids: [2] },
        { ...INVOICE, type: 'police_report', title: 'Denuncia', state: 'received', document_ids: [3] },
      ],
    );
    renderClaim(sent);
    await screen.findByRole('heading', { name: 'Documentos' });
    const invoice = documentItem('Factura de compra');
    expect(within(invoice).getAllByText('Rechazado')).toHaveLength(2);
    expect(within(invoice).getByText('Motivo del rechazo: No se lee el importe')).toBeTruthy();
    expect(
      within(invoice).getByRole('button', { name: 'Adjuntar de nuevo: Factura de compra' }),
    ).toBeTruthy();
    expect(within(documentItem('Fotos de los daños')).getByText('Aceptado')).toBeTruthy();
    // Once sent, only what is missing takes files.
    expect(within(documentItem('Fotos de los daños')).queryByRole('button', { name: /Adjuntar/ })).toBeNull();
    expect(within(documentItem('Denuncia')).getByText('Recibido')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lo que te pedimos' })).toBeTruthy();
    expect(screen.getByText(/vuelve a adjuntarlo\. Motivo: No se lee el importe/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar siniestro' })).toBeNull();
  });

  it("'Adjuntar documentación' opens the claim at the rejected document's upload", async () => {
    const rejected = buildClaim(
      { is_draft: false, number: 'SIN-2026-000012', status_label: 'ABIERTO', internal_status: 4 },
      [
        { ...PHOTOS, state: 'received', document_ids: [2] },
        { ...INVOICE, state: 'rejected', rejection_reason: 'Ilegible', document_ids: [1] },
      ],
    );
    const notice = buildNotification({
      id: 'documentation-rejected-41-12',
      title: 'Documentación rechazada',
      caption: 'No hemos podido validar la documentación aportada',
      btnText: 'Adjuntar documentación',
      icon: 'file-alert',
      link: { name: 'claim-documents', params: { policy_id: '41', risk_id: '7', claim_id: '12' } },
    });
    const { router } = renderClaim(
      { ...rejected, documents: [buildFile(1, 'invoice', { review_status: 'rejected' })] },
      { 'GET /api/customer/home': { body: buildHome([buildPolicy({ notifications: [notice] })]) } },
      '/area-cliente',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Adjuntar documentación' }));
    const upload = await screen.findByRole('button', { name: 'Adjuntar de nuevo: Factura de compra' });
    expect(router.state.location.pathname).toBe('/area-cliente/siniestros/12');
    expect(router.state.location.hash).toBe('#adjuntar');
    await waitFor(() => expect(document.activeElement).toBe(upload));
    expect(
      screen.getByText('Hay documentación rechazada: vuelve a adjuntar lo que te indicamos abajo.'),
    ).toBeTruthy();
  });

  it('shows the denial reason and the public history with its comments', async () => {
    renderClaim(
      buildClaim(
        {
          is_draft: false,
          number: 'SIN-2026-000012',
          status_label: 'CERRADO',
          internal_status: 2,
          closed_at: '2026-03-20T10:00:00Z',
          notify_denied: true,
          denial_reason: 'El daño es anterior a la póliza.',
          statuses: [
            {
              status: 1,
              label: 'ABIERTO',
              comment: 'Siniestro declarado',
              created_at: '2026-03-10T09:30:00Z',
            },
            {
              status: 2,
              label: 'CERRADO',
              comment: 'Denegado tras revisar las fotos',
              created_at: '2026-03-20T10:00:00Z',
            },
          ],
        },
        [{ ...INVOICE, state: 'accepted', document_ids: [1] }],
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Siniestro denegado')).toBeTruthy();
    expect(within(alert).getByText('El daño es anterior a la póliza.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historial' });
    expect(within(history).getByText('Denegado tras revisar las fotos')).toBeTruthy();
    expect(within(history).getByText('Siniestro declarado')).toBeTruthy();
    expect(screen.getByText('El siniestro está cerrado: ya no admite documentos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Adjuntar:/ })).toBeNull();
    // Still a way to write to the desk: a customer who disagrees with a denial says so there.
    expect(screen.getByRole('region', { name: 'Mensajes con la mesa de siniestros' })).toBeTruthy();
  });

  it('edits a draft: the same form, filled in, saved with PATCH', async () => {
    const { fetchMock } = renderClaim(buildClaim(), {
      'PATCH /api/claims/12': { body: buildClaim({ description: 'Se cayó desde la mesa al suelo.' }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    expect(
      screen.getByRole('radio', { name: 'Rotura de pantalla frontal' }).getAttribute('aria-checked'),
    ).toBe('true');
    const description = screen.getByLabelText('Descripción');
    await userEvent.clear(description);
    await userEvent.type(description, 'Se cayó desde la mesa al suelo.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Se cayó desde la mesa al suelo.')).toBeTruthy();
    expect(requests(fetchMock, 'PATCH')[0]!.body).toEqual({
      claim_type_id: 1,
      occurred_at: '2026-03-08',
      description: 'Se cayó desde la mesa al suelo.',
      extra_fields: {},
    });
  });
});
