import type { Product, ProductType } from '@amparo/contract';
import { formatEuro } from '@amparo/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { QueryError } from '../components/query-error';
import { type ProductCategory, useCategories, useProducts } from './catalog-api';
import { ProductFormDialog } from './product-form-dialog';

function PriceTable({ product }: { product: Product }) {
  const { t } = useTranslation();
  const ranges = [...product.prices].sort((a, b) => a.min_value - b.min_value);
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="sr-only">{t('admin.catalog.prices.captionOf', { name: product.name })}</caption>
        <thead className="text-xs font-bold text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('admin.catalog.prices.deviceValue')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t('admin.catalog.prices.price_monthly')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('admin.catalog.prices.price_yearly')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ranges.map((range) => (
            <tr key={range.id} className="border-t border-line">
              <td className="py-2 pr-3 tabular-nums">
                {t('admin.catalog.prices.range', {
                  from: formatEuro(range.min_value),
                  to: formatEuro(range.max_value),
                })}
              </td>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                {formatEuro(range.price_monthly)}
              </td>
              <td className="py-2 text-right font-semibold tabular-nums">{formatEuro(range.price_yearly)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductCard({
  product,
  category,
  onEdit,
}: {
  product: Product;
  category: ProductCategory | undefined;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-bold text-ink">{product.name}</h3>
            <Badge tone={product.active ? 'success' : 'neutral'}>
              {product.active ? t('admin.catalog.active') : t('admin.catalog.inactive')}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-muted">
            {[product.reference, category?.name].filter(Boolean).join(' · ') ||
              t('admin.catalog.products.noReference')}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('admin.catalog.products.edit')}
          <span className="sr-only"> {product.name}</span>
        </Button>
      </div>
      {product.coverages.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('admin.catalog.coverages.title')}>
          {product.coverages.map((coverage) => (
            <li key={coverage} className="rounded-full bg-page px-3 py-1 text-sm text-ink">
              {coverage}
            </li>
          ))}
        </ul>
      ) : null}
      <PriceTable product={product} />
    </article>
  );
}

/** Products of one product line, each with its coverages and price table. */
export function ProductsSection({ productTypes }: { productTypes: readonly ProductType[] }) {
  const { t } = useTranslation();
  const [typeId, setTypeId] = useState(productTypes[0]?.id ?? 1);
  const [editing, setEditing] = useState<Product | null>(null);
  const products = useProducts(typeId);
  const categories = useCategories();
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-card bg-white p-4 ring-1 ring-line sm:max-w-sm">
        <Field label={t('admin.catalog.products.productType')}>
          {(aria) => (
            <Select {...aria} value={typeId} onChange={(event) => setTypeId(Number(event.target.value))}>
              {productTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.table.loading')}
        </p>
      ) : products.data.length === 0 ? (
        <p className="rounded-card bg-white p-6 text-muted ring-1 ring-line">
          {t('admin.catalog.products.empty')}
        </p>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {products.data.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              category={categories.data?.find((category) => category.id === product.category_id)}
              onEdit={() => setEditing(product)}
            />
          ))}
        </div>
      )}
      {editing ? (
        <ProductFormDialog
          product={editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
