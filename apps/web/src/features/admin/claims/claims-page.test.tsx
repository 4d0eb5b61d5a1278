// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { buildClaimListItem, buildRepairCenter } from '../shared/claim-fixtures';
import ClaimsPage from './claims-page';

const CLAIMS = [
  buildClaimListItem({
    deadline_state: 'late',
    repair_center_id: 3,
    repair_center_name: 'TecnoRepara Madrid',
    unread_messages: 2,
  }),
  buildClaimListItem({
    id: 43,
    number: 'SIN-2026-000043',
    complete_name: 'Jorge Pérez',
    claim_type_id: 1,
    claim_type_name: 'Rotura de pantalla frontal',
    internal_status: 4,
    status_label: 'FALTA DOCUMENTACIÓN',
    deadline_state: 'near',
    store_id: null,
    store_name: null,
  }),
  buildClaimListItem({
    id: 44,
    number: null,
    complete_name: 'Ana Ruiz',
    is_draft: true,
    sent_at: null,
    status_label: 'BORRADOR',
  }),
  buildClaimListItem({
    id: 45,
    number: 'SIN-2026-000045',
    complete_name: 'Pilar Gil',
    internal_status: 2,
    status_label: 'DENEGADO',
    notify_denied: true,
    closed_at: '2026-03-10T09:00:00Z',
  }),
];

function respond(url: string) {
  if (url.startsWith('/api/policy-claims'))
    return { body: { data: CLAIMS, meta: { page: 1, per_page: 25, total: 4 } } };
  if (url.startsWith('/api/product_types'))
    return {
      body: {
        data: [
          { id: 1, name: 'Móvil', reference: 'MOV', active: true },
          { id: 3, name: 'Patinete', reference: 'PAT', active: true },
        ],
      },
    };
  if (url.startsWith('/api/repair_centers'))
    return { body: { data: [buildRepairCenter()], meta: { page: 1, per_page: 200, total: 1 } } };
  if (url.startsWith('/api/partner-options'))
    return {
      body: {
        distributors: [
          { id: 1, name: 'MóvilMarket' },
          { id: 2, name: 'ElectroSur' },
        ],
        stores: [
          { id: 1, name: 'MóvilMarket Gran Vía', code: 'MM-1', distributor_id: 1 },
          { id: 2, name: 'ElectroSur Sevilla', code: 'ES-1', distributor_id: 2 },
        ],
      },
    };
  if (url === '/api/exports/token')
    return { status: 201, body: { token: 'tok-1', expires_at: '2099-01-01' } };
  return {};
}

const claimCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/policy-claims'));

describe('the claims desk list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each claim with its holder, type, status and a deadline that stands out', async () => {
    mockFetch(respond);
    renderAdminPage(<ClaimsPage />, { path: '/admin/siniestros' });
    const table = await screen.findByRole('table', { name: 'Siniestros' });
    const link = await within(table).findByRole('link', { name: 'SIN-2026-000042' });
    expect(link.getAttribute('href')).toBe('/admin/siniestros/42');
    const [, late, near, draft, denied] = within(table).getAllByRole('row');
    expect(late?.textContent).toContain('Lucía Martín Gómez');
    expect(late?.textContent).toContain('AMP-2026-000007');
    expect(late?.textContent).toContain('Daños por agua');
    expect(late?.textContent).toContain('Móvil');
    expect(late?.textContent).toContain('ABIERTO');
    expect(late?.textContent).toContain('Plazo vencido');
    expect(late?.textContent).toContain('Taller: TecnoRepara Madrid');
    expect(late?.textContent).toContain('Declarado el 03/03/2026');
    expect(late?.textContent).toContain('2 mensajes sin leer');
    expect(near?.textContent).not.toContain('sin leer');
    expect(near?.textContent).toContain('FALTA DOCUMENTACIÓN');
    expect(near?.textContent).toContain('Vence pronto');
    expect(near?.textContent).toContain('Venta directa');
    expect(draft?.textContent).toContain('Borrador n.º 44');
    expect(draft?.textContent).toContain('Sin enviar');
    expect(denied?.textContent).toContain('Denegado');
    expect(denied?.textContent).not.toContain('CERRADO');
    expect(screen.getByText('4 resultados · Página 1 de 1')).toBeTruthy();
  });

  it('sends every filter as a bracketed query string, drafts included when asked for', async () => {
    const fetchMock = mockFetch(respond);
    renderAdminPage(<ClaimsPage />, { path: '/admin/siniestros' });
    await screen.findByRole('link', { name: 'SIN-2026-000042' });
    expect(claimCalls(fetchMock)[0]).toBe('/api/policy-claims?page=1&per_page=25');

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'draft');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de seguro'), '1');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de siniestro'), '4');
    await userEvent.type(screen.getByLabelText('Declarado desde'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('Declarado hasta'), '2026-03-31');
    await userEvent.selectOptions(await screen.findByLabelText('Taller'), '3');
    await userEvent.selectOptions(await screen.findByLabelText('Distribuidor'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Tienda'), '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo con mensajes del cliente sin leer' }));

    await waitFor(() =>
      expect(claimCalls(fetchMock).at(-1)).toBe(
        '/api/policy-claims?filter[status]=draft&filter[claim_type_id]=4&filter[product_type_id]=1' +
          '&filter[from]=2026-03-01&filter[to]=2026-03-31&filter[distributor_id]=2&filter[store_id]=2' +
          '&filter[repair_center_id]=3&filter[unread]=1&page=1&per_page=25',
      ),
    );
  });

  it('offers only the claim types of the chosen product line and drops one it does not offer', async () => {
    const fetchMock = mockFetch(respond);
    renderAdminPage(<ClaimsPage />, { path: '/admin/siniestros' });
    await screen.findByRole('link', { name: 'SIN-2026-000042' });
    await userEvent.selectOptions(screen.getByLabelText('Tipo de siniestro'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de seguro'), '3');
    const types = within(screen.getByLabelText('Tipo de siniestro')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toContain('Robo del patinete');
    expect(types.map((option) => option.textContent)).not.toContain('Daños por agua');
    await waitFor(() =>
      expect(claimCalls(fetchMock).at(-1)).toBe(
        '/api/policy-claims?filter[product_type_id]=3&page=1&per_page=25',
      ),
    );
  });

  it('exports the CSV with an export token and the filters on screen', async () => {
    const fetchMock = mockFetch(respond);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderAdminPage(<ClaimsPage />, { path: '/admin/siniestros' });
    await screen.findByRole('link', { name: 'SIN-2026-000042' });
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'opened');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        '/api/policy-claims?export_csv=1&token=tok-1&filter[status]=opened',
      ),
    );
    const tokenCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/exports/token');
    expect(JSON.parse(String(tokenCall?.[1]?.body))).toEqual({ resource: 'policy-claims' });
    assign.mockRestore();
  });

  it('hides the partner filters from a store seller, who sees one store', async () => {
    mockFetch((url) =>
      url.startsWith('/api/partner-options')
        ? {
            body: {
              distributors: [{ id: 1, name: 'MóvilMarket' }],
              stores: [{ id: 1, name: 'MóvilMarket Gran Vía', code: 'MM-1', distributor_id: 1 }],
            },
          }
        : url.startsWith('/api/repair_centers')
          ? { status: 403, body: { message: 'No tienes permiso' } }
          : respond(url),
    );
    renderAdminPage(<ClaimsPage />, {
      path: '/admin/siniestros',
      session: buildSession({ role: 'store_seller', store_ids: [1] }),
    });
    await screen.findByRole('link', { name: 'SIN-2026-000042' });
    expect(screen.queryByLabelText('Tienda')).toBeNull();
    expect(screen.queryByLabelText('Distribuidor')).toBeNull();
    expect(screen.queryByLabelText('Taller')).toBeNull();
  });

  it('tells a role without claims.read it has no permission, without calling the API', async () => {
    const fetchMock = mockFetch(respond);
    renderAdminPage(<ClaimsPage />, { path: '/admin/siniestros', session: buildSession({ role: 'expert' }) });
    expect(await screen.findByRole('heading', { name: 'No tienes permiso' })).toBeTruthy();
    expect(claimCalls(fetchMock)).toEqual([]);
  });
});
