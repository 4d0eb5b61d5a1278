import type {
  GenericItem,
  GenericItemInputSchema,
  Product,
  ProductCategoryInputSchema,
  ProductCategorySchema,
  UpdateProductRequestSchema,
  z,
} from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../api/http';
import type { PageMeta } from '../components/pagination';

export type ProductCategory = z.infer<typeof ProductCategorySchema>;
export type UpdateProductValues = z.output<typeof UpdateProductRequestSchema>;
export type CategoryValues = z.output<typeof ProductCategoryInputSchema>;
export type GenericItemValues = z.output<typeof GenericItemInputSchema>;

export const CATALOG_KEY = ['admin', 'catalog'] as const;
export const PRODUCTS_KEY = [...CATALOG_KEY, 'products'] as const;
export const CATEGORIES_KEY = [...CATALOG_KEY, 'categories'] as const;
export const GENERIC_ITEMS_KEY = [...CATALOG_KEY, 'generic-items'] as const;
export const GENERIC_ITEMS_PER_PAGE = 25;

export function useProducts(productTypeId: number) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, productTypeId],
    queryFn: () => getJson<{ data: Product[] }>('/products', { filter: { product_type_id: productTypeId } }),
    select: (list) => list.data,
  });
}

export const updateProduct = (id: number, body: UpdateProductValues) =>
  sendJson<Product>('PATCH', `/products/${id}`, body);

export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: () => getJson<{ data: ProductCategory[] }>('/product_categories'),
    select: (list) => list.data,
  });
}

export const createCategory = (body: CategoryValues) =>
  sendJson<ProductCategory>('POST', '/product_categories', body);
export const updateCategory = (id: number, body: CategoryValues) =>
  sendJson<ProductCategory>('PATCH', `/product_categories/${id}`, body);
export const deleteCategory = (id: number) => sendJson<void>('DELETE', `/product_categories/${id}`);

export type GenericItemFilters = { kind: string; search: string; active: '' | 'true' | 'false' };
export const EMPTY_GENERIC_ITEM_FILTERS: GenericItemFilters = { kind: '', search: '', active: 'true' };

export function useGenericItems(filters: GenericItemFilters, page: number) {
  return useQuery({
    queryKey: [...GENERIC_ITEMS_KEY, filters, page],
    queryFn: () =>
      getJson<{ data: GenericItem[]; meta: PageMeta }>('/generic_items', {
        filter: { ...filters, search: filters.search.trim() },
        page,
        per_page: GENERIC_ITEMS_PER_PAGE,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST creates, or updates the item with the same kind, brand and model (200). */
export const saveGenericItem = (body: GenericItemValues) =>
  sendJson<GenericItem>('POST', '/generic_items', body);
export const updateGenericItem = (id: number, body: GenericItemValues) =>
  sendJson<GenericItem>('PATCH', `/generic_items/${id}`, body);
/** DELETE retires the item (active=false): old policies still point at it. */
export const retireGenericItem = (id: number) => sendJson<unknown>('DELETE', `/generic_items/${id}`);
