// @vitest-environment happy-dom
import type { Role } from '@amparo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import DistributorsPage from './distributors-page';
import { buildDistributor } from './network-fixtures';

type Sent = { url: string; method: string; body: unknown };

function renderPage({
  path = '/admin/distribuidores',
  role = 'admin' as Role,
  answer = (_sent: Sent): { status?: number; body?: unknown } => ({ status: 201, body: buildDistributor() }),
} = {}) {
  const sent: Sent[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      const request = { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(request);
      return answer(request);
    }
    if (url.startsWith('/api/distributors'))
      return {
        body: {
          data: [
            buildDistributor(),
            buildDistributor({ id: 4, name: 'Banco Norte', active: false, commission_bp: null }),
          ],
          meta: { page: 1, per_page: 25, total: 2 },
        },
      };
    return {};
  });
  renderAdminPage(<DistributorsPage />, { path, session: buildSession({ role }) });
  return { sent, fetchMock };
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/distributors'));

describe('distributors page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the distributors with contact, commission and stores, and reads its filters from the address', async () => {
    const { fetchMock } = renderPage({ path: '/admin/distribuidores?search=norte&active=false' });
    const table = await screen.findByRole('table', { name: 'Distribuidores' });
    await within(table).findByText('MóvilMarket');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Marta Ruiz');
    expect(first?.textContent).toContain('12,50 %');
    expect(first?.textContent).toContain('28013 Madrid');
    expect(second?.textContent).toContain('De baja');
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('norte');
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('false');
    expect(listCalls(fetchMock)[0]).toBe(
      '/api/distributors?filter[search]=norte&filter[active]=false&page=1&per_page=25',
    );

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'true');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe(
        '/api/distributors?filter[search]=norte&filter[active]=true&page=1&per_page=25',
      ),
    );
  });

  it('checks the form with the contract before sending: name, CIF, email, postal code, commission', async () => {
    const { sent } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo distribuidor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo distribuidor' });
    await userEvent.type(within(dialog).getByLabelText('CIF/NIF'), 'B12345678');
    await userEvent.type(within(dialog).getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.type(within(dialog).getByLabelText('Código postal'), '99000');
    await userEvent.type(within(dialog).getByLabelText(/Comisión/), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear distribuidor' }));

    expect(await within(dialog).findByText('Indica el nombre del distribuidor')).toBeTruthy();
    expect(
      within(dialog).getByText('El CIF/NIF no es válido: revisa la letra o el dígito de control'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Indica un correo válido')).toBeTruthy();
    expect(
      within(dialog).getByText('El código postal no es válido (5 cifras, de 01000 a 52999)'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('La comisión no puede pasar del 100 % (10000 puntos básicos)'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('creates a distributor: the commission as basis points, empty optional fields as null', async () => {
    const { sent } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo distribuidor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo distribuidor' });
    await userEvent.type(within(dialog).getByLabelText(/Nombre/), 'Telefonía Norte');
    await userEvent.type(within(dialog).getByLabelText('CIF/NIF'), 'b-12345674');
    await userEvent.type(within(dialog).getByLabelText(/Comisión/), '12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear distribuidor' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/distributors',
          method: 'POST',
          body: {
            name: 'Telefonía Norte',
            tax_id: 'B12345674',
            contact_name: null,
            email: null,
            phone: null,
            address: null,
            postal_code: null,
            city: null,
            province: null,
            commission_bp: 1250,
            active: true,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a server refusal on the form (a taken name)', async () => {
    renderPage({
      answer: () => ({
        status: 409,
        body: {
          code: 'DISTRIBUTOR_NAME_TAKEN',
          message: 'Ya existe un distribuidor con ese nombre',
          errors: [{ path: 'body.name', message: 'Ya existe un distribuidor con ese nombre' }],
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar MóvilMarket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar MóvilMarket' });
    expect((within(dialog).getByLabelText(/Comisión/) as HTMLInputElement).value).toBe('12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(
      (await within(dialog).findAllByText('Ya existe un distribuidor con ese nombre')).length,
    ).toBeGreaterThan(0);
  });

  it('lets a distributor manager read and export, without the buttons that change things', async () => {
    renderPage({ role: 'distributor_manager' });
    await screen.findByText('MóvilMarket');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuevo distribuidor' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Importar tiendas/ })).toBeNull();
  });
});
