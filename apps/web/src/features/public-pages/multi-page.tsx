import { formatEuro } from '@amparo/domain';
import { Check, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { CallYouCard } from '../../ui/call-you-card';
import { lowestMonthly, useAllProducts } from './public-api';
import { PageSection, PublicPageHeader } from './public-page-header';

/** /multi: the multi-device policy explained, with spec 5's 3-year rule. */
export default function MultiPage() {
  const { t } = useTranslation();
  const products = useAllProducts();
  const from = lowestMonthly(products.data ?? [], 5);
  const covers = t('publicPages.multi.covers', { returnObjects: true });
  const household = t('publicPages.multi.household.items', { returnObjects: true });
  return (
    <>
      <PublicPageHeader
        eyebrow={t('publicPages.multi.eyebrow')}
        title={t('publicPages.multi.title')}
        lead={t('publicPages.multi.lead')}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to={`${PATHS.purchase}?tipo=multidispositivo`}>{t('publicPages.multi.cta')}</Link>
        </Button>
      </PublicPageHeader>
      <PageSection id="cubre" title={t('publicPages.multi.coversTitle')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {covers.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line"
            >
              <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              <span className="text-base text-ink">{item}</span>
            </li>
          ))}
        </ul>
      </PageSection>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-2">
        <section aria-labelledby="regla" className="rounded-card bg-warning-soft p-6 ring-1 ring-warning/30">
          <h2 id="regla" className="flex items-center gap-2 text-xl font-bold text-ink">
            <CircleAlert className="size-6 text-warning" aria-hidden="true" />
            {t('publicPages.multi.ruleTitle')}
          </h2>
          <p className="mt-3 text-base leading-7 text-ink">{t('publicPages.multi.ruleBody')}</p>
          <p className="mt-3 text-base leading-7 text-ink">{t('publicPages.multi.ruleExample')}</p>
        </section>
        <section aria-labelledby="hogar" className="rounded-card bg-white p-6 shadow-card ring-1 ring-line">
          <h2 id="hogar" className="text-xl font-bold text-ink">
            {t('publicPages.multi.household.title')}
          </h2>
          <p className="mt-2 text-muted">{t('publicPages.multi.household.lead')}</p>
          <ul className="mt-4 divide-y divide-line">
            {household.map((item) => (
              <li key={item.name} className="flex items-center justify-between gap-4 py-3">
                <span>
                  <span className="block font-semibold text-ink">{item.name}</span>
                  <span className="text-sm text-muted">{item.detail}</span>
                </span>
                <span className="shrink-0 font-semibold text-ink">{item.value}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-base text-ink">{t('publicPages.multi.household.total')}</p>
          {from !== null ? (
            <p className="mt-1 text-sm text-muted">
              {t('publicPages.multi.from', { price: formatEuro(from) })}
            </p>
          ) : null}
        </section>
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
        <CallYouCard reason="multidispositivo" />
      </div>
    </>
  );
}
