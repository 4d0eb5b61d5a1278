// @vitest-environment happy-dom
import type { StoreDirectoryEntry } from '@amparo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import type { PointsMapProps } from '../../ui/map/points-map';
import MapPage from './map-page';

// Leaflet is tried in points-map.test.tsx; here a stand-in shows what the page hands it and
// lets a test make the tiles fail.
const mapProps = vi.hoisted(() => ({ last: null as PointsMapProps | null }));
vi.mock('../../ui/map/points-map', () => ({
  default: (props: PointsMapProps) => {
    mapProps.last = props;
    return (
      <section aria-label={props.label}>
        <p>{props.points.map((p) => p.label).join(', ')}</p>
        <button type="button" onClick={() => props.onTilesFailed?.()}>
          fallar teselas
        </button>
      </section>
    );
  },
}));

const store = (id: number, overrides: Partial<StoreDirectoryEntry>): StoreDirectoryEntry => ({
  id,
  name: `Tienda ${id}`,
  address: 'Calle Mayor 1',
  city: 'Madrid',
  province: 'Madrid',
  postal_code: '28013',
  phone: '910000001',
  latitude: 40.42,
  longitude: -3.7,
  distributor_name: 'MóvilMarket',
  landing_slug: null,
  ...overrides,
});

const STORES = [
  store(1, {
    name: 'MóvilMarket Barcelona',
    city: 'Barcelona',
    postal_code: '08001',
    latitude: 41.38,
    longitude: 2.17,
  }),
  store(2, { name: 'MóvilMarket Gran Vía', landing_slug: 'movilmarket-gran-via' }),
  store(3, {
    name: 'MóvilMarket Sevilla',
    city: 'Sevilla',
    postal_code: '41001',
    latitude: 37.39,
    longitude: -5.98,
  }),
  store(4, {
    name: 'Tienda sin sitio',
    city: 'Soria',
    postal_code: '42001',
    latitude: null,
    longitude: null,
  }),
];

function serve() {
  return mockFetch((url) => {
    if (url === '/api/stores-select') return { body: { data: STORES } };
    if (url === '/api/settings')
      return {
        body: {
          map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          map_tile_attribution: '&copy; OpenStreetMap',
        },
      };
    return { status: 404, body: {} };
  });
}

const renderPage = () => renderRoutes([{ path: '/map', element: <MapPage /> }], '/map');
const listedNames = () =>
  within(screen.getByRole('region', { name: 'Tiendas asociadas' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(window.navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
}

describe('the store map page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    mapProps.last = null;
  });

  it('draws the stores with coordinates on the map with their popups, and lists them all', async () => {
    serve();
    renderPage();
    const map = await screen.findByRole('region', { name: /Mapa con las tiendas asociadas/ });
    expect(
      within(map).getByText('MóvilMarket Barcelona, MóvilMarket Gran Vía, MóvilMarket Sevilla'),
    ).toBeTruthy();
    expect(mapProps.last).toMatchObject({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; OpenStreetMap',
    });
    expect(listedNames()).toEqual(STORES.map((s) => s.name));
    // The list keeps the phone and the store's page.
    expect(
      screen.getByRole('link', { name: 'Llamar a MóvilMarket Gran Vía, 910000001' }).getAttribute('href'),
    ).toBe('tel:910000001');
    expect(screen.getByRole('link', { name: 'Ver la página de MóvilMarket Gran Vía' })).toBeTruthy();
  });

  it('says the map could not load and keeps the list when the tiles fail', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'fallar teselas' }));
    expect(screen.getByText(/No se ha podido cargar el mapa ahora mismo/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Mapa con las tiendas/ })).toBeNull();
    expect(listedNames()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Ver en el mapa' })).toBeNull();
  });

  it('sorts the list by distance from a typed city or postal code, and says when it knows no such place', async () => {
    serve();
    renderPage();
    await screen.findByRole('region', { name: /Mapa/ });
    const place = screen.getByLabelText('Ciudad o código postal');
    await userEvent.type(place, 'sevilla{Enter}');
    expect(listedNames()).toEqual([
      'MóvilMarket Sevilla',
      'MóvilMarket Gran Vía',
      'MóvilMarket Barcelona',
      'Tienda sin sitio',
    ]);
    expect(screen.getByText('Tiendas ordenadas de más cerca a más lejos de «sevilla».')).toBeTruthy();
    expect(screen.getByText('A 0 km')).toBeTruthy();
    // The map opens the nearest store.
    expect(mapProps.last?.focusId).toBe(3);

    await userEvent.clear(place);
    await userEvent.type(place, '08002{Enter}');
    expect(listedNames()[0]).toBe('MóvilMarket Barcelona');

    await userEvent.clear(place);
    await userEvent.type(place, 'Cuenca{Enter}');
    expect(screen.getByText(/No encontramos tiendas en «Cuenca»/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ver todas' }));
    expect(listedNames()).toEqual(STORES.map((s) => s.name));
  });

  it('sorts by the visitor’s position and marks it on the map', async () => {
    serve();
    stubGeolocation((success) =>
      success({ coords: { latitude: 41.39, longitude: 2.16 } } as GeolocationPosition),
    );
    renderPage();
    await screen.findByRole('region', { name: /Mapa/ });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar cerca de mí' }));
    expect(listedNames()[0]).toBe('MóvilMarket Barcelona');
    expect(screen.getByText('Tiendas ordenadas de más cerca a más lejos de tu ubicación.')).toBeTruthy();
    expect(mapProps.last?.points.at(-1)).toMatchObject({ id: 'you', tone: 'info', label: 'Tu ubicación' });
  });

  it('explains in Spanish when the visitor refuses the location', async () => {
    serve();
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    renderPage();
    await screen.findByRole('region', { name: /Mapa/ });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar cerca de mí' }));
    expect(screen.getByRole('status').textContent).toContain('No nos has dado permiso para ver tu ubicación');
    expect(listedNames()).toEqual(STORES.map((s) => s.name));
  });
});
