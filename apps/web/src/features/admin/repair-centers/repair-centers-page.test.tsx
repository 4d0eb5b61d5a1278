// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import { renderAdminPage } from '../admin-test-utils';
import { buildRepairCenter } from '../shared/claim-fixtures';
import RepairCentersPage from './repair-centers-page';

type Sent = { url: string; method: string; body: unknown };

function renderPage(answer: (sent: Sent) => { status?: number; body?: unknown } = () => ({ status: 201 })) {
  const sent: Sent[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      const request = { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(request);
      return answer(request);
    }
    if (url.startsWith('/api/repair_centers'))
      return {
        body: {
          data: [
            buildRepairCenter(),
            buildRepairCenter({ id: 4, name: 'ReparaYa', active: false, open_claims: 0 }),
          ],
          meta: { page: 1, per_page: 25, total: 2 },
        },
      };
    if (url.startsWith('/api/product_types'))
      return {
        body: {
          data: [
            { id: 1, name: 'Móvil', reference: 'MOV', active: true },
            { id: 6, name: 'Portátil', reference: 'POR', active: true },
            { id: 7, name: 'Smart TV', reference: 'TV', active: true },
          ],
        },
      };
    return {};
  });
  renderAdminPage(<RepairCentersPage />, { path: '/admin/talleres' });
  return { sent, fetchMock };
}

describe('repair centers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the centers with contact, place, product types and state, and filters them', async () => {
    const { fetchMock } = renderPage();
    const table = await screen.findByRole('table', { name: 'Talleres' });
    await within(table).findByText('TecnoRepara Madrid');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('TecnoRepara Madrid');
    expect(first?.textContent).toContain('912345678');
    expect(first?.textContent).toContain('28009 Madrid');
    expect(first?.textContent).toContain('Móvil');
    expect(first?.textContent).toContain('Portátil');
    expect(first?.textContent).toContain('Activo');
    expect(second?.textContent).toContain('Inactivo');

    await userEvent.selectOptions(screen.getByLabelText('Repara'), '7');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'true');
    await userEvent.type(screen.getByLabelText('Buscar'), 'Madrid');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([url]) => String(url))
          .filter((url) => url.startsWith('/api/repair_centers'))
          .at(-1),
      ).toBe(
        '/api/repair_centers?filter[q]=Madrid&filter[product_type_id]=7&filter[active]=true&page=1&per_page=25',
      ),
    );
  });

  it('checks the form with the contract before sending: name, email, phone, postal code, product types', async () => {
    const { sent } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo taller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo taller' });
    await userEvent.type(within(dialog).getByLabelText('Correo'), 'no-es-un-correo');
    await userEvent.type(within(dialog).getByLabelText('Teléfono'), '12');
    await userEvent.type(within(dialog).getByLabelText('Código postal'), '2800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear taller' }));

    expect(await within(dialog).findByText('Indica el nombre del taller')).toBeTruthy();
    expect(within(dialog).getByText('Indica un correo válido')).toBeTruthy();
    expect(within(dialog).getByText('Indica un teléfono español de 9 cifras')).toBeTruthy();
    expect(within(dialog).getByText('El código postal tiene 5 cifras')).toBeTruthy();
    expect(within(dialog).getByText('Indica al menos un tipo de producto que repara')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('creates a center: empty optional fields are sent as null, the ticked product types as ids', async () => {
    const { sent } = renderPage(() => ({ status: 201, body: buildRepairCenter({ id: 9 }) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo taller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo taller' });
    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Pantallas Sevilla');
    await userEvent.type(within(dialog).getByLabelText('Teléfono'), '954 123 456');
    await userEvent.type(within(dialog).getByLabelText('Código postal'), '41001');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Smart TV' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Móvil' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear taller' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/repair_centers',
          method: 'POST',
          body: {
            name: 'Pantallas Sevilla',
            tax_id: null,
            email: null,
            phone: '954123456', // as the contract keeps it
            address: null,
            postal_code: '41001',
            city: null,
            province: null,
            product_type_ids: [1, 7],
            active: true,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a center with its values filled in, and deactivates another in one click', async () => {
    const { sent } = renderPage(() => ({ body: buildRepairCenter() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Editar TecnoRepara Madrid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar TecnoRepara Madrid' });
    expect((within(dialog).getByLabelText('CIF') as HTMLInputElement).value).toBe('B12345678');
    expect(within(dialog).getByRole('checkbox', { name: 'Portátil' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.clear(within(dialog).getByLabelText('CIF'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent[0]?.method).toBe('PATCH'));
    expect(sent[0]?.url).toBe('/api/repair_centers/3');
    expect(sent[0]?.body).toMatchObject({ tax_id: null, name: 'TecnoRepara Madrid' });

    await userEvent.click(screen.getByRole('button', { name: 'Activar ReparaYa' }));
    await waitFor(() =>
      expect(sent[1]).toEqual({ url: '/api/repair_centers/4', method: 'PATCH', body: { active: true } }),
    );
  });

  it('is for roles that manage repair centers only (an agent reads claims but does not keep the workshops)', async () => {
    mockFetch(() => ({}));
    renderAdminPage(<RepairCentersPage />, {
      path: '/admin/talleres',
      session: buildSession({ role: 'agent' }),
    });
    expect(await screen.findByRole('heading', { name: 'No tienes permiso' })).toBeTruthy();
  });
});
