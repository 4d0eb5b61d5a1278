import type { StoreDirectoryEntry } from '@amparo/contract';
import type { LatLng } from '@amparo/domain';
import { LocateFixed, MapPin, Phone, Search, Store } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicSettings } from '../../api/public-settings';
import { storeLandingPath } from '../../navigation/paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { MapPoint } from '../../ui/map/points-map';
import { Spinner } from '../../ui/spinner';
import { useStoreDirectory } from './public-api';
import { PageSection, PublicPageHeader } from './public-page-header';
import { placeOrigin, storePoint, storesByDistance } from './store-search';

// Leaflet and its CSS come in their own chunk, only when /map draws the map.
const PointsMap = lazy(() => import('../../ui/map/points-map'));

const kmFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

type Origin = { point: LatLng; kind: 'you' } | { point: LatLng; kind: 'place'; query: string };

function StorePopup({ store }: { store: StoreDirectoryEntry }) {
  const { t } = useTranslation();
  const city = [store.postal_code, store.city].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1 text-sm text-ink">
      <strong className="text-base">{store.name}</strong>
      {store.address ? <span>{store.address}</span> : null}
      {city ? <span className="text-muted">{city}</span> : null}
      {store.phone ? (
        <a href={`tel:${store.phone.replace(/\s+/g, '')}`} className="font-semibold text-brand-strong">
          {t('storeMap.phone', { phone: store.phone })}
        </a>
      ) : null}
      {store.landing_slug ? (
        <Link to={storeLandingPath(store.landing_slug)} className="font-semibold text-brand-strong underline">
          {t('publicPages.map.visit', { store: store.name })}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * /map: the partner stores on a Leaflet map (tiles from the configured server)
 * and, always, as a list below it: the list is what a screen reader and a slow
 * connection need, and what stays when the tiles cannot load. 'Buscar cerca de
 * mí' (the browser's location) or a city or postal code sorts the list by
 * distance (haversine, packages/domain).
 */
export default function MapPage() {
  const { t } = useTranslation();
  const directory = useStoreDirectory();
  const settings = usePublicSettings();
  const stores = directory.data?.data ?? [];
  const [origin, setOrigin] = useState<Origin | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [locating, setLocating] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);

  const listed = useMemo(
    () =>
      origin
        ? storesByDistance(stores, origin.point)
        : stores.map((store) => ({ ...store, distanceKm: null })),
    [stores, origin],
  );
  const points = useMemo<MapPoint[]>(() => {
    const placed = stores.flatMap((store) => {
      const point = storePoint(store);
      return point
        ? [{ id: store.id, ...point, label: store.name, popup: <StorePopup store={store} /> }]
        : [];
    });
    return origin?.kind === 'you'
      ? [...placed, { id: 'you', ...origin.point, label: t('storeMap.you'), tone: 'info' as const }]
      : placed;
  }, [stores, origin, t]);
  const tileUrl = settings.data?.map_tile_url;
  const showMap = Boolean(tileUrl) && !tilesFailed && points.length > 0;

  const nearMe = () => {
    setNotice(null);
    if (!('geolocation' in navigator)) {
      setNotice(t('storeMap.geoUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setFocusId(null);
        setOrigin({ kind: 'you', point: { lat: position.coords.latitude, lng: position.coords.longitude } });
      },
      (error) => {
        setLocating(false);
        // 1 is PERMISSION_DENIED: the visitor said no, or the browser blocks it.
        setNotice(error.code === 1 ? t('storeMap.geoDenied') : t('storeMap.geoUnavailable'));
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const searchPlace = (event: FormEvent) => {
    event.preventDefault();
    const typed = query.trim();
    if (!typed) return;
    const point = placeOrigin(stores, typed);
    setFocusId(null);
    if (!point) {
      setNotice(t('storeMap.noPlace', { query: typed }));
      return;
    }
    setNotice(null);
    setOrigin({ kind: 'place', point, query: typed });
    // The map opens the nearest store with coordinates.
    const nearest = storesByDistance(stores, point)[0];
    setFocusId(nearest && nearest.distanceKm !== null ? nearest.id : null);
  };

  const clear = () => {
    setOrigin(null);
    setNotice(null);
    setQuery('');
    setFocusId(null);
  };

  const showOnMap = (id: number) => {
    setFocusId(id);
    mapBox.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <>
      <PublicPageHeader
        eyebrow={t('publicPages.map.eyebrow')}
        title={t('publicPages.map.title')}
        lead={t('publicPages.map.lead')}
      />
      <section aria-labelledby="mapa" className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6 sm:pt-14">
        <h2 id="mapa" className="sr-only">
          {t('storeMap.mapTitle')}
        </h2>
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <form onSubmit={searchPlace} className="flex flex-1 flex-col gap-1.5">
            <label htmlFor="store-place" className="text-sm font-semibold text-ink">
              {t('storeMap.searchLabel')}
            </label>
            <div className="flex gap-2">
              <input
                id="store-place"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('storeMap.searchPlaceholder')}
                autoComplete="address-level2"
                className="min-h-11 w-full min-w-0 rounded-xl border border-[#8a8a95] bg-white px-3.5 text-base text-ink placeholder:text-[#6b6b75] focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0"
              />
              <Button type="submit" variant="secondary">
                <Search className="size-4" aria-hidden="true" />
                {t('storeMap.search')}
              </Button>
            </div>
          </form>
          <Button
            type="button"
            onClick={nearMe}
            isLoading={locating}
            disabled={locating || stores.length === 0}
          >
            {locating ? null : <LocateFixed className="size-4" aria-hidden="true" />}
            {locating ? t('storeMap.locating') : t('storeMap.nearMe')}
          </Button>
        </div>
        <div aria-live="polite" className="mt-3 flex flex-col gap-2">
          {notice ? <Alert tone="info">{notice}</Alert> : null}
          {origin ? (
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-ink">
              {origin.kind === 'you'
                ? t('storeMap.sortedNearYou')
                : t('storeMap.sortedNear', { query: origin.query })}
              <button type="button" onClick={clear} className="font-semibold text-brand-strong underline">
                {t('storeMap.clear')}
              </button>
            </p>
          ) : null}
        </div>
        <div ref={mapBox} className="mt-4">
          {tilesFailed ? <Alert tone="info">{t('storeMap.tilesFailed')}</Alert> : null}
          {showMap && tileUrl ? (
            <Suspense
              fallback={
                <div className="flex h-80 items-center justify-center gap-2 rounded-card bg-white text-muted ring-1 ring-line sm:h-[26rem]">
                  <Spinner size="sm" />
                  {t('storeMap.loadingMap')}
                </div>
              }
            >
              <PointsMap
                points={points}
                tileUrl={tileUrl}
                attribution={settings.data?.map_tile_attribution ?? ''}
                label={t('storeMap.mapLabel')}
                onTilesFailed={onTilesFailed}
                focusId={focusId}
                className="h-80 sm:h-[26rem]"
              />
            </Suspense>
          ) : null}
        </div>
      </section>
      <PageSection id="tiendas" title={t('publicPages.map.listTitle')}>
        {directory.isPending ? (
          <div className="flex justify-center py-10" role="status" aria-label={t('loading.label')}>
            <Spinner />
          </div>
        ) : null}
        {directory.isError ? <p className="text-danger">{t('publicPages.loadError')}</p> : null}
        {directory.isSuccess && stores.length === 0 ? (
          <p className="text-muted">{t('publicPages.map.empty')}</p>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map((store) => {
            const address = store.address;
            const city = [store.postal_code, store.city].filter(Boolean).join(' ');
            return (
              <li
                key={store.id}
                className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-line"
              >
                <span className="flex items-center gap-3">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                    <Store className="size-5" aria-hidden="true" />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <h3 className="text-lg font-bold text-ink">{store.name}</h3>
                    {store.distanceKm !== null ? (
                      <span className="text-sm font-semibold text-brand-strong">
                        {t('storeMap.distance', { km: kmFormat.format(store.distanceKm) })}
                      </span>
                    ) : null}
                  </span>
                </span>
                {address || city ? (
                  <p className="flex items-start gap-2 text-base text-ink">
                    <MapPin className="mt-1 size-4 shrink-0 text-muted" aria-hidden="true" />
                    <span>
                      {address ? <span className="block">{address}</span> : null}
                      {city ? <span className="block text-muted">{city}</span> : null}
                    </span>
                  </p>
                ) : null}
                {store.phone ? (
                  <a
                    href={`tel:${store.phone.replace(/\s+/g, '')}`}
                    aria-label={t('storeMap.call', { store: store.name, phone: store.phone })}
                    className="flex items-center gap-2 text-base text-ink hover:text-brand-strong"
                  >
                    <Phone className="size-4 shrink-0 text-muted" aria-hidden="true" />
                    {store.phone}
                  </a>
                ) : null}
                <p className="text-sm text-muted">{store.distributor_name}</p>
                <div className="mt-auto flex flex-wrap gap-x-4">
                  {store.landing_slug ? (
                    <Link
                      to={storeLandingPath(store.landing_slug)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline-offset-4 hover:underline"
                    >
                      {t('publicPages.map.visit', { store: store.name })}
                    </Link>
                  ) : null}
                  {showMap && storePoint(store) ? (
                    <button
                      type="button"
                      onClick={() => showOnMap(store.id)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline-offset-4 hover:underline"
                    >
                      {t('storeMap.showOnMap')}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>
    </>
  );
}
