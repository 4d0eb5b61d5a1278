import { Action } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { SectionTabs } from '../components/section-tabs';
import { useProductTypes } from '../components/use-product-types';
import { RequirePermission } from '../shell/require-permission';
import { CategoriesSection } from './categories-section';
import { GenericItemsSection } from './generic-items-section';
import { ProductsSection } from './products-section';

const SECTIONS = ['productos', 'categorias', 'articulos'] as const;
type CatalogSection = (typeof SECTIONS)[number];
const isSection = (value: string | null): value is CatalogSection =>
  (SECTIONS as readonly (string | null)[]).includes(value);

function Catalog() {
  const { t } = useTranslation();
  // The section lives in the address (?seccion=articulos) so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('seccion');
  const section: CatalogSection = isSection(requested) ? requested : 'productos';
  const productTypes = useProductTypes();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.catalog.title')} description={t('admin.catalog.description')} />
      <SectionTabs
        label={t('admin.catalog.title')}
        current={section}
        onSelect={(key) => setParams(key === 'productos' ? {} : { seccion: key }, { replace: true })}
        tabs={[
          { key: 'productos', label: t('admin.catalog.tabs.products') },
          { key: 'categorias', label: t('admin.catalog.tabs.categories') },
          { key: 'articulos', label: t('admin.catalog.tabs.items') },
        ]}
      >
        {section === 'articulos' ? (
          <GenericItemsSection />
        ) : productTypes.isError ? (
          <QueryError error={productTypes.error} onRetry={() => void productTypes.refetch()} />
        ) : !productTypes.data ? (
          <p className="flex items-center gap-2 text-muted">
            <Spinner size="sm" />
            {t('admin.table.loading')}
          </p>
        ) : section === 'categorias' ? (
          <CategoriesSection productTypes={productTypes.data} />
        ) : (
          <ProductsSection productTypes={productTypes.data} />
        )}
      </SectionTabs>
    </div>
  );
}

/** /admin/catalogo: products and their prices, categories, generic items. */
export default function CatalogPage() {
  return (
    <RequirePermission action={Action.CATALOG_MANAGE}>
      <Catalog />
    </RequirePermission>
  );
}
