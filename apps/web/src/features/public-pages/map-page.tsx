import { MapPin, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storeLandingPath } from '../../navigation/paths';
import { Spinner } from '../../ui/spinner';
import { useStoreDirectory } from './public-api';
import { PageSection, PublicPageHeader } from './public-page-header';

/**
 * /map: partner stores as a list (no map tiles can load here, and a list is
 * what a screen reader and a slow connection need anyway), from the public
 * store directory, with a link to each store's own page when it has one.
 */
export default function MapPage() {
  const { t } = useTranslation();
  const landings = useStoreDirectory();
  const stores = landings.data?.data ?? [];
  return (
    <>
      <PublicPageHeader
        eyebrow={t('publicPages.map.eyebrow')}
        title={t('publicPages.map.title')}
        lead={t('publicPages.map.lead')}
      />
      <PageSection id="tiendas" title={t('publicPages.map.listTitle')}>
        {landings.isPending ? (
          <div className="flex justify-center py-10" role="status" aria-label={t('loading.label')}>
            <Spinner />
          </div>
        ) : null}
        {landings.isError ? <p className="text-danger">{t('publicPages.loadError')}</p> : null}
        {landings.isSuccess && stores.length === 0 ? (
          <p className="text-muted">{t('publicPages.map.empty')}</p>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {stores.map((store) => {
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
                  <h3 className="text-lg font-bold text-ink">{store.name}</h3>
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
                <p className="text-sm text-muted">{store.distributor_name}</p>
                {store.landing_slug ? (
                  <Link
                    to={storeLandingPath(store.landing_slug)}
                    className="mt-auto inline-flex min-h-11 items-center font-semibold text-brand-strong underline-offset-4 hover:underline"
                  >
                    {t('publicPages.map.visit', { store: store.name })}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </PageSection>
    </>
  );
}
