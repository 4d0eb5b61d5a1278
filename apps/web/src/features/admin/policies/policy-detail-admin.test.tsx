// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch } from '../../../test/fixtures';
import type { PointsMapProps } from '../../../ui/map/points-map';
import { renderAdminPage } from '../admin-test-utils';
import { POLICY } from './policy-admin-fixtures';
import PolicyDetailPage from './policy-detail-page';

// Leaflet itself is tested with the map component; here, what the page hands it.
const mapProps = vi.hoisted(() => ({ last: null as PointsMapProps | null }));
vi.mock('../../../ui/map/points-map', () => ({
  default: (props: PointsMapProps) => {
    mapProps.last = props;
    return (
      <section aria-label={props.label}>
        <button type="button" onClick={() => props.onTilesFailed?.()}>
          fallar teselas
        </button>
      </section>
    );
  },
}));

/** The page's calls answered by address; anything else an empty page of data. */
function answer(url: string) {
  if (url === '/api/policies/7') return { body: POLICY };
  if (url.startsWith('/api/policies/7/partner-deliveries'))
    return { body: { partners: ['aseguradora'], data: [] } };
  if (url.includes('/coordinates'))
    return {
      body: {
        data: [
          {
            evaluation_id: 1,
            latitude: 40.4168,
            longitude: -3.7038,
            accuracy_m: 25,
            checked_at: '2026-03-01T10:00:00Z',
          },
        ],
      },
    };
  // The signing trail is another block's business: out of this test.
  if (url.startsWith('/api/policies/7/evidence')) return { status: 404, body: { message: 'No encontrado' } };
  if (url.startsWith('/api/partner-options')) return { body: { distributors: [], stores: [] } };
  if (url === '/api/settings')
    return { body: { map_tile_url: 'https://tiles.test/{z}/{x}/{y}.png', map_tile_attribution: 'Teselas' } };
  return { body: { data: [], meta: { page: 1, per_page: 25, total: 0 } } };
}

const renderPage = (role: 'admin' | 'agent' | 'store_seller' | 'expert') =>
  renderAdminPage(<PolicyDetailPage />, {
    path: '/admin/polizas/7',
    pattern: '/admin/polizas/:id',
    session: buildSession({ role, ...(role === 'store_seller' ? { store_ids: [1] } : {}) }),
  });

describe('the policy page shows each role only what it may do', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('admin: both edit buttons, settings form, send to a partner, where the phone was', async () => {
    mockFetch(answer);
    renderPage('admin');
    expect(await screen.findByRole('button', { name: 'Editar datos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edición de administrador' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar ajustes' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enviar a socio' })).toBeTruthy();
    const map = await screen.findByRole('link', { name: 'Ver en OpenStreetMap' });
    expect(map.getAttribute('href')).toContain('mlat=40.4168&mlon=-3.7038');
  });

  it('draws where the phone was on a small map, and keeps the text when the tiles fail', async () => {
    mockFetch(answer);
    renderPage('admin');
    const map = await screen.findByRole('region', { name: /Mapa de dónde estaba el móvil/ });
    expect(mapProps.last?.points).toEqual([expect.objectContaining({ id: 1, lat: 40.4168, lng: -3.7038 })]);
    expect(mapProps.last?.tileUrl).toBe('https://tiles.test/{z}/{x}/{y}.png');
    fireEvent.click(within(map).getByRole('button', { name: 'fallar teselas' }));
    expect(screen.queryByRole('region', { name: /Mapa de dónde estaba el móvil/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver en OpenStreetMap' })).toBeTruthy();
  });

  it('agent: corrects data but has no admin edit', async () => {
    mockFetch(answer);
    renderPage('agent');
    expect(await screen.findByRole('button', { name: 'Editar datos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edición de administrador' })).toBeNull();
  });

  it('store seller: reads the policy, the settings and the send log, changes nothing, sees no location', async () => {
    const fetchMock = mockFetch(answer);
    renderPage('store_seller');
    expect(await screen.findByText('Lucía Martín Gómez')).toBeTruthy();
    expect(await screen.findByText('Esta póliza no se ha enviado a ningún socio.')).toBeTruthy();
    expect(
      screen.queryByRole('button', {
        name: /Editar datos|Edición de administrador|Guardar ajustes|Enviar a socio|Añadir descuento/,
      }),
    ).toBeNull();
    expect(screen.getByText('Ajustes de la póliza')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/coordinates'))).toBe(false);
  });
});
