import { Bike, Laptop, Layers, type LucideIcon, ShieldCheck, Smartphone, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// Spec 1 product lines, keyed by product type id (1, 3, 4, 5, 6, 7).
const PRODUCT_LINES: readonly { typeId: number; key: ProductKey; icon: LucideIcon }[] = [
  { typeId: 1, key: 'mobile', icon: Smartphone },
  { typeId: 3, key: 'scooter', icon: Bike },
  { typeId: 4, key: 'warranty', icon: ShieldCheck },
  { typeId: 5, key: 'multi', icon: Layers },
  { typeId: 6, key: 'laptop', icon: Laptop },
  { typeId: 7, key: 'tv', icon: Tv },
];

type ProductKey = 'mobile' | 'scooter' | 'warranty' | 'multi' | 'laptop' | 'tv';

export function ProductLines() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="productos" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="productos" className="text-3xl font-extrabold text-ink">
        {t('landing.products.title')}
      </h2>
      <p className="mt-2 text-lg text-muted">{t('landing.products.lead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PRODUCT_LINES.map(({ typeId, key, icon: Icon }) => (
          <li
            key={typeId}
            data-product-type={typeId}
            className="flex gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">{t(`landing.products.items.${key}.name`)}</h3>
              <p className="mt-1 text-base leading-6 text-muted">
                {t(`landing.products.items.${key}.description`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
