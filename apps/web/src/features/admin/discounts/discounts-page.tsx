import type { Discount } from '@amparo/contract';
import { Action } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { openModal } from '../../../ui/modals/modal-bus';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { DataTable } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryError } from '../components/query-error';
import { useDebouncedValue } from '../components/use-debounced-value';
import { usePartnerOptions } from '../components/use-partner-options';
import { useProductTypes } from '../components/use-product-types';
import { RequirePermission } from '../shell/require-permission';
import { DiscountFormDialog } from './discount-form-dialog';
import { DISCOUNTS_KEY, type DiscountFilters, deleteDiscount, useDiscounts } from './discounts-api';
import { buildDiscountColumns } from './discounts-columns';

type Dialog = { kind: 'create' } | { kind: 'edit'; discount: Discount } | null;

function DiscountsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<DiscountFilters>({ search: '', active: '' });
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const search = useDebouncedValue(filters.search);
  const discounts = useDiscounts({ ...filters, search }, page);
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
  const update = (next: Partial<DiscountFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.discounts.title')}
        description={t('admin.discounts.description')}
        actions={
          <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('admin.discounts.create')}
          </Button>
        }
      />
      <search className="grid gap-4 rounded-card bg-white p-4 ring-1 ring-line sm:grid-cols-[2fr_1fr]">
        <Field label={t('admin.discounts.search')}>
          {(aria) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
                aria-hidden="true"
              />
              <Input
                {...aria}
                type="search"
                value={filters.search}
                placeholder={t('admin.discounts.searchPlaceholder')}
                onChange={(event) => update({ search: event.target.value })}
                className="pl-10"
              />
            </div>
          )}
        </Field>
        <Field label={t('admin.discounts.activeFilter')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.active}
              onChange={(event) => {
                const value = event.target.value;
                update({ active: value === 'true' || value === 'false' ? value : '' });
              }}
            >
              <option value="">{t('admin.discounts.all')}</option>
              <option value="true">{t('admin.discounts.onlyActive')}</option>
              <option value="false">{t('admin.discounts.onlyInactive')}</option>
            </Select>
          )}
        </Field>
      </search>
      {discounts.isError ? (
        <QueryError error={discounts.error} onRetry={() => void discounts.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('admin.discounts.title')}
            columns={columns}
            data={discounts.data?.data ?? []}
            isLoading={discounts.isFetching}
            getRowId={(discount) => String(discount.id)}
          />
          {discounts.data ? <Pagination meta={discounts.data.meta} onPageChange={setPage} /> : null}
        </>
      )}
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
