import { formatEuro, lowestMonthlyPrice, ProductType, productTypeName } from '@amparo/domain';
import { ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CallYouCard } from '../../ui/call-you-card';
import { PublicDiscountBanner } from '../../ui/public-discount-banner';
import { Spinner } from '../../ui/spinner';
import { lowestMonthly, useAllProducts } from './public-api';
import { PageSection, PublicPageHeader } from './public-page-header';

const LINES = [
  { typeId: 1, slug: 'movil' },
  { typeId: 6, slug: 'portatil' },
  { typeId: 7, slug: 'smarttv' },
  { typeId: 3, slug: 'patinete' },
  { typeId: 4, slug: 'garantia' },
  { typeId: 5, slug: 'multidispositivo' },
] as const;

const TIER_ORDER = { basic: 0, intermediate: 1, top: 2 } as const;

/** /pricing: every line 'desde X €/mes' and the three mobile tiers side by side. */
export default function PricingPage() {
  const { t } = useTranslation();
  const products = useAllProducts();
  const all = products.data ?? [];
  const mobileTiers = all
    .filter((product) => product.product_type_id === ProductType.MOBILE && product.tier)
    .sort((a, b) => TIER_ORDER[a.tier!] - TIER_ORDER[b.tier!]);

  return (
    <>
      <PublicPageHeader
        eyebrow={t('publicPages.pricing.eyebrow')}
        title={t('publicPages.pricing.title')}
        lead={t('publicPages.pricing.lead')}
      />
      <PublicDiscountBanner className="border-b border-brand/20 bg-brand-soft" />
      {products.isPending ? (
        // A screen tall while the prices load, so the footer does not jump when they arrive.
        <div className="flex min-h-dvh justify-center py-16" role="status" aria-label={t('loading.label')}>
          <Spinner />
        </div>
      ) : null}
      {products.isError ? (
        <p className="mx-auto max-w-6xl px-4 py-10 text-danger sm:px-6">{t('publicPages.loadError')}</p>
      ) : null}
      {all.length > 0 ? (
        <>
          <PageSection
            id="lineas"
            title={t('publicPages.pricing.linesTitle')}
            lead={t('publicPages.pricing.linesLead')}
          >
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {LINES.map(({ typeId, slug }) => {
                const from = lowestMonthly(all, typeId);
                return (
                  <li
                    key={typeId}
                    className="flex flex-col justify-between gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line"
                  >
                    <div>
                      <h3 className="text-lg font-bold text-ink">{productTypeName(typeId)}</h3>
                      {from !== null ? (
                        <p className="mt-2 text-muted">
                          {t('publicPages.pricing.from')}{' '}
                          <span className="text-2xl font-extrabold text-ink">{formatEuro(from)}</span>
                          {t('publicPages.pricing.perMonth')}
                        </p>
                      ) : null}
                    </div>
                    <Link
                      to={`${PATHS.purchase}?tipo=${slug}`}
                      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-strong underline-offset-4 hover:underline"
                    >
                      {t('publicPages.pricing.quote', { line: productTypeName(typeId) })}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </PageSection>
          <PageSection
            id="movil"
            title={t('publicPages.pricing.mobileTitle')}
            lead={t('publicPages.pricing.mobileLead')}
          >
            <ul className="grid gap-4 md:grid-cols-3">
              {mobileTiers.map((product) => {
                const from = lowestMonthlyPrice(product.prices);
                const isTop = product.tier === 'top';
                return (
                  <li
                    key={product.id}
                    className={
                      isTop
                        ? 'flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-2 ring-brand'
                        : 'flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line'
                    }
                  >
                    <div className="flex flex-col items-start gap-2">
                      {isTop ? <Badge tone="brand">{t('purchase.coverage.recommended')}</Badge> : null}
                      <h3 className="text-xl font-bold text-ink">{product.name}</h3>
                      {from !== null ? (
                        <p className="text-muted">
                          {t('publicPages.pricing.from')}{' '}
                          <span className="text-3xl font-extrabold text-ink">{formatEuro(from)}</span>
                          {t('publicPages.pricing.perMonth')}
                        </p>
                      ) : null}
                    </div>
                    <ul className="flex flex-1 flex-col gap-2 border-t border-line pt-4">
                      {product.coverages.map((item) => (
                        <li key={item} className="flex items-start gap-2 text-base text-ink">
                          <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
                          {item}
                        </li>
                      ))}
                    </ul>
                    <Button asChild variant={isTop ? 'primary' : 'secondary'} fullWidth>
                      <Link to={`${PATHS.purchase}?tipo=movil`}>
                        {t('publicPages.pricing.choose', { name: product.name })}
                      </Link>
                    </Button>
                  </li>
                );
              })}
            </ul>
            <p className="mt-4 text-sm text-muted">{t('publicPages.pricing.bandsNote')}</p>
          </PageSection>
        </>
      ) : null}
      <div className="mx-auto w-full max-w-6xl px-4 pb-14 sm:px-6">
        <CallYouCard reason="precios" />
      </div>
    </>
  );
}
