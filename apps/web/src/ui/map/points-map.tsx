import 'leaflet/dist/leaflet.css';
import './points-map.css';
import type { LatLngBoundsExpression, LatLngExpression, Marker as LeafletMarker } from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { type PinTone, pinIcon } from './marker-icon';

/** One place on the map. */
export type MapPoint = {
  /** Unique among the points (a store's id, 'you'...). */
  id: string | number;
  lat: number;
  lng: number;
  /** The marker's name: its tooltip and what a screen reader says when the marker has focus. */
  label: string;
  /** What opens when the marker is chosen (name, address, links); none: the marker only shows its label. */
  popup?: ReactNode;
  /** 'brand' (default) for places, 'info' for the visitor's own position. */
  tone?: PinTone;
};

export type PointsMapProps = {
  points: readonly MapPoint[];
  /** Leaflet URL template of the tiles ({z}/{x}/{y}, optional {s}); from the public settings' map_tile_url. */
  tileUrl: string;
  /** The tiles' attribution (HTML allowed: the configured map_tile_attribution). */
  attribution: string;
  /** The map's accessible name; say there where the same information is as text. */
  label: string;
  /**
   * Called once if tiles fail before any has loaded (no network, the tile server down
   * or blocked): show the text alternative instead. A map whose tiles fail later
   * (one tile of many) is not reported.
   */
  onTilesFailed?: () => void;
  /** A point to centre on and open (by id), e.g. the store chosen in a list; null: fit all points. */
  focusId?: MapPoint['id'] | null;
  /** Zoom when centring on one point (default 15). */
  focusZoom?: number;
  /** Tailwind classes of the map box; give it a height (default h-80). */
  className?: string;
};

/** Spain, mainland and islands: the view when there is no point to show. */
const SPAIN: LatLngBoundsExpression = [
  [27.6, -18.2],
  [43.9, 4.4],
];

function FitToPoints({
  points,
  focusId,
  focusZoom,
  markers,
}: {
  points: readonly MapPoint[];
  focusId: MapPoint['id'] | null;
  focusZoom: number;
  markers: React.RefObject<Map<MapPoint['id'], LeafletMarker>>;
}) {
  const map = useMap();
  const key = points.map((p) => `${p.id}:${p.lat},${p.lng}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the points themselves change (key), not on each new array
  useEffect(() => {
    const focused = focusId === null ? undefined : points.find((p) => p.id === focusId);
    if (focused) {
      map.setView([focused.lat, focused.lng], focusZoom);
      markers.current.get(focused.id)?.openPopup();
    } else if (points.length === 1) {
      map.setView([points[0]!.lat, points[0]!.lng], focusZoom);
    } else if (points.length > 1) {
      map.fitBounds(points.map((p) => [p.lat, p.lng] as LatLngExpression) as LatLngBoundsExpression, {
        // Room above for the pins (their tip is on the point) and below for the attribution.
        paddingTopLeft: [32, 56],
        paddingBottomRight: [32, 28],
        maxZoom: focusZoom,
      });
    } else {
      map.fitBounds(SPAIN);
    }
  }, [key, focusId, focusZoom, map]);
  return null;
}

/**
 * A Leaflet map with one pin per point, each with an optional popup. Reusable:
 * the public store map (/map) uses it, and any page with places to show (where
 * a phone was checked, on the policy page) can. Lazy-load it
 * (`lazy(() => import('../../ui/map/points-map'))`) so Leaflet and its CSS travel
 * only with the pages that draw a map, and always give the same places as text
 * beside it: tiles can fail to load (this is reported through onTilesFailed).
 */
export function PointsMap({
  points,
  tileUrl,
  attribution,
  label,
  onTilesFailed,
  focusId = null,
  focusZoom = 15,
  className = 'h-80',
}: PointsMapProps) {
  const markers = useRef(new Map<MapPoint['id'], LeafletMarker>());
  const tiles = useRef({ loaded: 0, failed: false });
  const events = useMemo(
    () => ({
      tileload: () => {
        tiles.current.loaded += 1;
      },
      tileerror: () => {
        if (tiles.current.loaded > 0 || tiles.current.failed) return;
        tiles.current.failed = true;
        onTilesFailed?.();
      },
    }),
    [onTilesFailed],
  );
  return (
    <section aria-label={label} className={`overflow-hidden rounded-card ring-1 ring-line ${className}`}>
      <MapContainer bounds={SPAIN} scrollWheelZoom={false} className="size-full" attributionControl>
        <TileLayer url={tileUrl} attribution={attribution} eventHandlers={events} />
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.lat, point.lng]}
            icon={pinIcon(point.tone)}
            title={point.label}
            alt={point.label}
            ref={(marker) => {
              if (marker) markers.current.set(point.id, marker);
              else markers.current.delete(point.id);
            }}
          >
            {point.popup ? <Popup>{point.popup}</Popup> : null}
          </Marker>
        ))}
        <FitToPoints points={points} focusId={focusId} focusZoom={focusZoom} markers={markers} />
      </MapContainer>
    </section>
  );
}

export default PointsMap;
