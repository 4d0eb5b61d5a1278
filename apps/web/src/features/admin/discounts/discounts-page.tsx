import type { Discount } from '@amparo/contract';
import { Action } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { openModal } from '../../../ui/modals/modal-bus';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { ExportButton } from '../components/export-button';
import { FiltersBar } from '../components/filters-bar';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { SearchField } from '../components/search-field';
import { toActiveFilter, useListFilters } from '../components/use-list-filters';
import { usePartnerOptions } from '../components/use-partner-options';
import { useProductTypes } from '../components/use-product-types';
import { RequirePermission } from '../shell/require-permission';
import { DiscountFormDialog } from './discount-form-dialog';
import {
  buildDiscountsExportUrl,
  DISCOUNTS_KEY,
  type DiscountFilters,
  deleteDiscount,
  useDiscounts,
} from './discounts-api';
import { buildDiscountColumns } from './discounts-columns';

type Dialog = { kind: 'create' } | { kind: 'edit'; discount: Discount } | null;

function DiscountsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { filters, update, page, setPage, applied } = useListFilters<DiscountFilters>({
    search: '',
    active: '',
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const discounts = useDiscounts(applied, page);
  const productTypes = useProductTypes();
  const partners = usePartnerOptions();
  const stores = partners.data?.stores;
  const columns = useMemo(() => {
    const onDelete = (discount: Discount) =>
      openModal('confirm-delete', {
        title: t('admin.discounts.deleteTitle', { code: discount.code }),
        description: t('admin.discounts.deleteBody'),
        onConfirm: async () => {
          await deleteDiscount(discount.id);
          toast.success(t('admin.discounts.deleted'));
          await queryClient.invalidateQueries({ queryKey: DISCOUNTS_KEY });
        },
      });
    return buildDiscountColumns(t, {
      onEdit: (discount) => setDialog({ kind: 'edit', discount }),
      onDelete,
      stores: stores ?? [],
      now: new Date(),
    });
  }, [t, queryClient, stores]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.discounts.title')}
        description={t('admin.discounts.description')}
        actions={
          <>
            <ExportButton
              label={t('admin.discounts.export')}
              onExport={async () => window.location.assign(await buildDiscountsExportUrl(applied))}
            />
            <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
              <Plus className="size-4" aria-hidden="true" />
              {t('admin.discounts.create')}
            </Button>
          </>
        }
      />
      <FiltersBar columns="sm:grid-cols-[2fr_1fr]">
        <SearchField
          label={t('admin.discounts.search')}
          value={filters.search}
          placeholder={t('admin.discounts.searchPlaceholder')}
          onChange={(search) => update({ search })}
        />
        <Field label={t('admin.discounts.activeFilter')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.active}
              onChange={(event) => update({ active: toActiveFilter(event.target.value) })}
            >
              <option value="">{t('admin.discounts.all')}</option>
              <option value="true">{t('admin.discounts.onlyActive')}</option>
              <option value="false">{t('admin.discounts.onlyInactive')}</option>
            </Select>
          )}
        </Field>
      </FiltersBar>
      <PaginatedTable
        caption={t('admin.discounts.title')}
        columns={columns}
        query={discounts}
        onPageChange={setPage}
        getRowId={(discount) => String(discount.id)}
      />
      {dialog ? (
        <DiscountFormDialog
          key={dialog.kind === 'edit' ? dialog.discount.id : 'new'}
          {...(dialog.kind === 'edit' ? { discount: dialog.discount } : {})}
          productTypes={productTypes.data ?? []}
          stores={stores ?? []}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** /admin/descuentos */
export default function DiscountsPage() {
  return (
    <RequirePermission action={Action.DISCOUNTS_MANAGE}>
      <DiscountsList />
    </RequirePermission>
  );
}
