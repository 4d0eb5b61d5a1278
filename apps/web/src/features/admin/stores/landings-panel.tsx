import type { PartnerOptions, StoreLanding } from '@amparo/contract';
import { ExternalLink, FilePlus2, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeLandingPath } from '../../../navigation/paths';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { QueryError } from '../components/query-error';
import { usePartnerOptions } from '../components/use-partner-options';
import { LandingFormDialog } from './landing-form-dialog';
import { useStoreLandings } from './stores-api';

type Store = PartnerOptions['stores'][number];
type Editing = { store: Store; landing: StoreLanding | null } | null;

function LandingSummary({ landing }: { landing: StoreLanding }) {
  const { t } = useTranslation();
  const accent = landing.branding?.accent;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-page p-4">
      <p className="font-semibold text-ink">{landing.title}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={landing.active ? 'success' : 'neutral'}>
          {landing.active ? t('admin.stores.published') : t('admin.stores.hidden')}
        </Badge>
        {accent ? (
          <span className="inline-flex items-center gap-1.5 text-sm text-muted">
            <span
              className="size-4 shrink-0 rounded-full ring-1 ring-line"
              style={{ backgroundColor: accent }}
              aria-hidden="true"
            />
            {t('admin.stores.accent', { colour: accent })}
          </span>
        ) : null}
      </div>
      <p className="font-mono text-sm break-all text-muted">{storeLandingPath(landing.slug)}</p>
      <p className="text-sm text-muted">
        {landing.discount_code
          ? t('admin.stores.withDiscount', { code: landing.discount_code })
          : t('admin.stores.withoutDiscount')}
      </p>
    </div>
  );
}

function StoreCard({
  store,
  distributor,
  landing,
  onEdit,
}: {
  store: Store;
  distributor: string | undefined;
  landing: ReturnType<typeof useStoreLandings>[number];
  onEdit: (landing: StoreLanding | null) => void;
}) {
  const { t } = useTranslation();
  const page = landing.data ?? null;
  return (
    <article className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6">
      <div>
        <h2 className="text-lg font-bold text-ink">{store.name}</h2>
        <p className="text-sm text-muted">{[store.code, distributor].filter(Boolean).join(' · ')}</p>
      </div>
      {landing.isError ? (
        <QueryError error={landing.error} onRetry={() => void landing.refetch()} />
      ) : landing.isPending ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.table.loading')}
        </p>
      ) : page ? (
        <LandingSummary landing={page} />
      ) : (
        <p className="rounded-xl bg-page p-4 text-sm text-muted">{t('admin.stores.noLanding')}</p>
      )}
      {!landing.isPending && !landing.isError ? (
        <div className="mt-auto flex flex-wrap gap-2">
          <Button size="sm" variant={page ? 'secondary' : 'primary'} onClick={() => onEdit(page)}>
            {page ? (
              <Pencil className="size-4" aria-hidden="true" />
            ) : (
              <FilePlus2 className="size-4" aria-hidden="true" />
            )}
            {page ? t('admin.stores.edit') : t('admin.stores.create')}
            <span className="sr-only"> {t('admin.stores.ofStore', { name: store.name })}</span>
          </Button>
          {page ? (
            <Button asChild size="sm" variant="ghost">
              <a href={storeLandingPath(page.slug)} target="_blank" rel="noreferrer">
                <ExternalLink className="size-4" aria-hidden="true" />
                {t('admin.stores.open')}
                <span className="sr-only"> {t('admin.stores.newTab')}</span>
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The stores' public pages (the landings), one card each: what it shows, and create or edit it. */
export function LandingsPanel() {
  const { t } = useTranslation();
  const partners = usePartnerOptions();
  const stores = partners.data?.stores ?? [];
  const landings = useStoreLandings(stores.map((store) => store.id));
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-base text-muted">{t('admin.stores.description')}</p>
      {partners.isError ? (
        <QueryError error={partners.error} onRetry={() => void partners.refetch()} />
      ) : !partners.data ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.table.loading')}
        </p>
      ) : stores.length === 0 ? (
        <p className="rounded-card bg-white p-6 text-muted ring-1 ring-line">{t('admin.stores.empty')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {stores.map((store, index) => {
            const landing = landings[index];
            if (!landing) return null;
            return (
              <StoreCard
                key={store.id}
                store={store}
                distributor={
                  partners.data.distributors.find((item) => item.id === store.distributor_id)?.name
                }
                landing={landing}
                onEdit={(page) => setEditing({ store, landing: page })}
              />
            );
          })}
        </div>
      )}
      {editing ? (
        <LandingFormDialog store={editing.store} landing={editing.landing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
