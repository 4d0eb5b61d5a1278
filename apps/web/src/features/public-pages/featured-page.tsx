import { formatEuro, ProductType } from '@amparo/domain';
import { ArrowRight, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';
import { Spinner } from '../../ui/spinner';
import { monthlyFor, useAllProducts, usePopularPhones } from './public-api';
import { PageSection, PublicPageHeader } from './public-page-header';

/** /destacados: catalog phones with the top cover's monthly price, each opening the flow preselected. */
export default function FeaturedPage() {
  const { t } = useTranslation();
  const phones = usePopularPhones();
  const products = useAllProducts();
  const top = products.data?.find(
    (product) => product.product_type_id === ProductType.MOBILE && product.tier === 'top',
  );
  const items = phones.data?.data ?? [];
  return (
    <>
      <PublicPageHeader
        eyebrow={t('publicPages.featured.eyebrow')}
        title={t('publicPages.featured.title')}
        lead={t('publicPages.featured.lead')}
      />
      <PageSection
        id="moviles"
        title={t('publicPages.featured.listTitle')}
        lead={top ? t('publicPages.featured.listLead', { name: top.name }) : undefined}
      >
        {phones.isPending ? (
          <div className="flex justify-center py-10" role="status" aria-label={t('loading.label')}>
            <Spinner />
          </div>
        ) : null}
        {phones.isError ? <p className="text-danger">{t('publicPages.loadError')}</p> : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((phone) => {
            const monthly = monthlyFor(top, phone.reference_price);
            return (
              <li key={phone.id}>
                <Link
                  to={`${PATHS.purchase}?tipo=movil&modelo=${phone.id}`}
                  className="group flex h-full items-center gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line transition hover:ring-2 hover:ring-brand"
                >
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                    <Smartphone className="size-6" aria-hidden="true" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="text-sm text-muted">{phone.brand}</span>
                    <span className="text-lg font-bold text-ink">{phone.model}</span>
                    {monthly !== null ? (
                      <span className="mt-1 text-base text-ink">
                        <span className="font-extrabold">{formatEuro(monthly)}</span>
                        {t('publicPages.pricing.perMonth')}
                      </span>
                    ) : (
                      <span className="mt-1 text-sm text-muted">{t('publicPages.featured.noPrice')}</span>
                    )}
                  </span>
                  <ArrowRight
                    className="size-5 shrink-0 text-brand transition group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-sm text-muted">{t('publicPages.featured.note')}</p>
      </PageSection>
    </>
  );
}
