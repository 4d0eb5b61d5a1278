// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PointsMap } from './points-map';

const POINTS = [
  { id: 1, lat: 40.4203, lng: -3.7058, label: 'MóvilMarket Gran Vía', popup: <p>Gran Vía 32</p> },
  { id: 'you', lat: 40.41, lng: -3.7, label: 'Tu ubicación', tone: 'info' as const },
];

function renderMap(onTilesFailed = vi.fn()) {
  const view = render(
    <PointsMap
      points={POINTS}
      tileUrl="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      attribution="© OpenStreetMap"
      label="Mapa de prueba"
      onTilesFailed={onTilesFailed}
    />,
  );
  return { ...view, onTilesFailed };
}

describe('PointsMap', () => {
  // happy-dom lays nothing out: give the map box a size, so Leaflet asks for several tiles.
  const sizes = ['clientWidth', 'clientHeight'] as const;
  beforeAll(() => {
    for (const [i, name] of sizes.entries())
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => [800, 400][i] });
  });
  afterAll(() => {
    for (const name of sizes) Reflect.deleteProperty(HTMLElement.prototype, name);
  });

  it('draws an inline SVG pin per point, named by its label, and the attribution', async () => {
    const { container } = renderMap();
    expect(screen.getByRole('region', { name: 'Mapa de prueba' })).toBeTruthy();
    const pins = await waitFor(() => {
      const found = container.querySelectorAll('.amparo-map-pin');
      expect(found).toHaveLength(2);
      return found;
    });
    expect([...pins].map((pin) => pin.getAttribute('title'))).toEqual([
      'MóvilMarket Gran Vía',
      'Tu ubicación',
    ]);
    // No image request for the pin (the bundler-broken default marker PNG).
    expect(pins[0]!.querySelector('svg path')?.getAttribute('fill')).toBe('#d6007e');
    expect(pins[1]!.querySelector('svg path')?.getAttribute('fill')).toBe('#1849a9');
    expect(container.querySelector('img.leaflet-marker-icon')).toBeNull();
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('© OpenStreetMap');
  });

  it('reports failing tiles once, when none has loaded', async () => {
    const { container, onTilesFailed } = renderMap();
    const tiles = await waitFor(() => {
      const found = container.querySelectorAll('img.leaflet-tile');
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
    tiles[0]!.dispatchEvent(new Event('error'));
    tiles[1]!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(onTilesFailed).toHaveBeenCalledTimes(1));
  });

  it('does not report a failing tile once others have loaded', async () => {
    const { container, onTilesFailed } = renderMap();
    const tiles = await waitFor(() => {
      const found = container.querySelectorAll('img.leaflet-tile');
      expect(found.length).toBeGreaterThan(1);
      return found;
    });
    tiles[0]!.dispatchEvent(new Event('load'));
    tiles[1]!.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onTilesFailed).not.toHaveBeenCalled();
  });
});
