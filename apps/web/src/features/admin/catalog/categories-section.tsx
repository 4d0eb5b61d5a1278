import type { ProductType } from '@amparo/contract';
import { productTypeName } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { openModal } from '../../../ui/modals/modal-bus';
import { toast } from '../../../ui/toast/toast-store';
import { DataTable } from '../components/data-table';
import { IconButton } from '../components/icon-button';
import { QueryError } from '../components/query-error';
import { CATEGORIES_KEY, deleteCategory, type ProductCategory, useCategories } from './catalog-api';
import { CategoryFormDialog } from './category-form-dialog';

const column = createColumnHelper<ProductCategory>();
type Dialog = { kind: 'create' } | { kind: 'edit'; category: ProductCategory } | null;

/** Categories group products of a line (for example 'Gama alta' within Móvil). */
export function CategoriesSection({ productTypes }: { productTypes: readonly ProductType[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = useMemo(() => {
    // A category still used by products cannot go: the server answers 409 and the modal shows why.
    const remove = (category: ProductCategory) =>
      openModal('confirm-delete', {
        title: t('admin.catalog.categories.deleteTitle', { name: category.name }),
        description: t('admin.catalog.categories.deleteBody'),
        onConfirm: async () => {
          await deleteCategory(category.id);
          toast.success(t('admin.catalog.categories.deleted'));
          await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
        },
      });
    return [
      column.accessor('name', {
        header: t('admin.catalog.categories.name'),
        cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
      }),
      column.accessor('product_type_id', {
        header: t('admin.catalog.categories.productType'),
        cell: (info) => productTypeName(info.getValue()),
      }),
      column.accessor('description', {
        header: t('admin.catalog.categories.descriptionField'),
        cell: (info) => info.getValue() ?? <span className="text-muted">—</span>,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('admin.table.actions')}</span>,
        cell: ({ row: { original } }) => (
          <div className="flex justify-end gap-0.5">
            <IconButton
              label={t('admin.catalog.categories.editAria', { name: original.name })}
              icon={Pencil}
              onClick={() => setDialog({ kind: 'edit', category: original })}
            />
            <IconButton
              label={t('admin.catalog.categories.deleteAria', { name: original.name })}
              icon={Trash2}
              onClick={() => remove(original)}
              isDanger
            />
          </div>
        ),
      }),
    ];
  }, [t, queryClient]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.catalog.categories.create')}
        </Button>
      </div>
      {categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <DataTable
          caption={t('admin.catalog.tabs.categories')}
          columns={columns}
          data={categories.data ?? []}
          isLoading={categories.isFetching}
          getRowId={(category) => String(category.id)}
          emptyText={t('admin.catalog.categories.empty')}
        />
      )}
      {dialog?.kind === 'create' ? (
        <CategoryFormDialog productTypes={productTypes} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <CategoryFormDialog
          category={dialog.category}
          productTypes={productTypes}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
