import {
  type GenericItemInputSchema,
  GenericItemKindSchema,
  type ProductCategoryInputSchema,
  type ProductCategorySchema,
  type UpdateProductRequestSchema,
  type z,
} from '@amparo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

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
    queryFn: ({ signal }) =>
      callApi('listProducts', { query: { filter: { product_type_id: productTypeId } }, signal }),
    select: (list) => list.data,
  });
}

export const updateProduct = (id: number, body: UpdateProductValues) =>
  callApi('updateProduct', { params: { id }, body });

export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => callApi('listProductCategories', { signal }),
    select: (list) => list.data,
  });
}

export const createCategory = (body: CategoryValues) => callApi('createProductCategory', { body });
export const updateCategory = (id: number, body: CategoryValues) =>
  callApi('updateProductCategory', { params: { id }, body });
export const deleteCategory = (id: number) => callApi('deleteProductCategory', { params: { id } });

export type GenericItemFilters = { kind: string; search: string; active: '' | 'true' | 'false' };
export const EMPTY_GENERIC_ITEM_FILTERS: GenericItemFilters = { kind: '', search: '', active: 'true' };

/** The select's value as a kind of the catalog, or '' (every kind). */
const kindFilter = (kind: string) => {
  const parsed = GenericItemKindSchema.safeParse(kind);
  return parsed.success ? parsed.data : '';
};

export function useGenericItems(filters: GenericItemFilters, page: number) {
  return useQuery({
    queryKey: [...GENERIC_ITEMS_KEY, filters, page],
    queryFn: ({ signal }) =>
      callApi('listGenericItems', {
        query: {
          filter: { ...filters, kind: kindFilter(filters.kind), search: filters.search.trim() },
          page,
          per_page: GENERIC_ITEMS_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST creates, or updates the item with the same kind, brand and model (200). */
export const saveGenericItem = (body: GenericItemValues) => callApi('saveGenericItem', { body });
export const updateGenericItem = (id: number, body: GenericItemValues) =>
  callApi('updateGenericItem', { params: { id }, body });
/** DELETE retires the item (active=false): old policies still point at it. */
export const retireGenericItem = (id: number) => callApi('retireGenericItem', { params: { id } });
