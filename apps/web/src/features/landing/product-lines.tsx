import { Bike, Laptop, Layers, type LucideIcon, ShieldCheck, Smartphone, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';

// Spec 1 product lines, keyed by product type id (1, 3, 4, 5, 6, 7).
const PRODUCT_LINES: readonly { typeId: number; key: ProductKey; icon: LucideIcon; slug: string }[] = [
  { typeId: 1, key: 'mobile', icon: Smartphone, slug: 'movil' },
  { typeId: 3, key: 'scooter', icon: Bike, slug: 'patinete' },
  { typeId: 4, key: 'warranty', icon: ShieldCheck, slug: 'garantia' },
  { typeId: 5, key: 'multi', icon: Layers, slug: 'multidispositivo' },
  { typeId: 6, key: 'laptop', icon: Laptop, slug: 'portatil' },
  { typeId: 7, key: 'tv', icon: Tv, slug: 'smarttv' },
];

type ProductKey = 'mobile' | 'scooter' | 'warranty' | 'multi' | 'laptop' | 'tv';

export function ProductLines() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="productos" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="productos" className="text-3xl font-extrabold text-ink">
        {t('landing.products.title')}
      </h2>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="text-lg text-muted">{t('landing.products.lead')}</p>
        <Link
          to={PATHS.pricing}
          className="font-semibold text-brand-strong underline-offset-4 hover:underline"
        >
          {t('landing.links.pricing')}
        </Link>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PRODUCT_LINES.map(({ typeId, key, icon: Icon, slug }) => (
          <li key={typeId} data-product-type={typeId}>
            <Link
              to={`${PATHS.purchase}?tipo=${slug}`}
              className="group flex h-full gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line transition hover:ring-2 hover:ring-brand"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-lg font-bold text-ink group-hover:text-brand-strong">
                  {t(`landing.products.items.${key}.name`)}
                </span>
                <span className="mt-1 block text-base leading-6 text-muted">
                  {t(`landing.products.items.${key}.description`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
