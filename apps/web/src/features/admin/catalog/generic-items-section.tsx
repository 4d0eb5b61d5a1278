import type { GenericItem } from '@amparo/contract';
import { deviceName, formatEuro } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Archive, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { openModal } from '../../../ui/modals/modal-bus';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { FiltersBar } from '../components/filters-bar';
import { IconButton } from '../components/icon-button';
import { PaginatedTable } from '../components/paginated-table';
import { SearchField } from '../components/search-field';
import { toActiveFilter, useListFilters } from '../components/use-list-filters';
import {
  EMPTY_GENERIC_ITEM_FILTERS,
  GENERIC_ITEMS_KEY,
  type GenericItemFilters,
  retireGenericItem,
  useGenericItems,
} from './catalog-api';
import { GENERIC_ITEM_KINDS, GenericItemFormDialog } from './generic-item-form-dialog';

const column = createColumnHelper<GenericItem>();
type Dialog = { kind: 'create' } | { kind: 'edit'; item: GenericItem } | null;

/** Brands and models with their reference price: what the purchase flow offers to pick. */
export function GenericItemsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { filters, update, page, setPage, applied } =
    useListFilters<GenericItemFilters>(EMPTY_GENERIC_ITEM_FILTERS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = useGenericItems(applied, page);

  const columns = useMemo(() => {
    // Retiring keeps the row (policies point at it) but hides it from the purchase flow.
    const retire = (item: GenericItem) =>
      openModal('confirm-delete', {
        title: t('admin.catalog.items.retireTitle', { name: deviceName(item) }),
        description: t('admin.catalog.items.retireBody'),
        onConfirm: async () => {
          await retireGenericItem(item.id);
          toast.success(t('admin.catalog.items.retired'));
          await queryClient.invalidateQueries({ queryKey: GENERIC_ITEMS_KEY });
        },
      });
    return [
      column.display({
        id: 'name',
        header: t('admin.catalog.items.columns.name'),
        cell: ({ row: { original } }) => (
          <div>
            <p className="font-semibold">{deviceName(original)}</p>
            <p className="text-muted">
              {[original.reference, original.part_number].filter(Boolean).join(' · ')}
            </p>
          </div>
        ),
      }),
      column.accessor('kind', {
        header: t('admin.catalog.items.columns.kind'),
        cell: (info) => t(`admin.catalog.kinds.${info.getValue()}`),
      }),
      column.accessor('reference_price', {
        header: t('admin.catalog.items.columns.price'),
        cell: (info) => {
          const value = info.getValue();
          return (
            <span className="whitespace-nowrap tabular-nums">{value === null ? '—' : formatEuro(value)}</span>
          );
        },
      }),
      column.accessor('active', {
        header: t('admin.catalog.items.columns.status'),
        cell: (info) => (
          <Badge tone={info.getValue() ? 'success' : 'neutral'}>
            {info.getValue() ? t('admin.catalog.active') : t('admin.catalog.retired')}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('admin.table.actions')}</span>,
        cell: ({ row: { original } }) => {
          const name = deviceName(original);
          return (
            <div className="flex justify-end gap-0.5">
              <IconButton
                label={t('admin.catalog.items.editAria', { name })}
                icon={Pencil}
                onClick={() => setDialog({ kind: 'edit', item: original })}
              />
              {original.active ? (
                <IconButton
                  label={t('admin.catalog.items.retireAria', { name })}
                  icon={Archive}
                  onClick={() => retire(original)}
                  isDanger
                />
              ) : null}
            </div>
          );
        },
      }),
    ];
  }, [t, queryClient]);

  return (
    <div className="flex flex-col gap-4">
      <FiltersBar columns="sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          label={t('admin.catalog.items.search')}
          value={filters.search}
          placeholder={t('admin.catalog.items.searchPlaceholder')}
          onChange={(search) => update({ search })}
        />
        <Field label={t('admin.catalog.items.kind')}>
          {(aria) => (
            <Select {...aria} value={filters.kind} onChange={(event) => update({ kind: event.target.value })}>
              <option value="">{t('admin.catalog.items.allKinds')}</option>
              {GENERIC_ITEM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`admin.catalog.kinds.${kind}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.catalog.items.status')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.active}
              onChange={(event) => update({ active: toActiveFilter(event.target.value) })}
            >
              <option value="true">{t('admin.catalog.items.onlyActive')}</option>
              <option value="false">{t('admin.catalog.items.onlyRetired')}</option>
              <option value="">{t('admin.catalog.items.all')}</option>
            </Select>
          )}
        </Field>
      </FiltersBar>
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.catalog.items.create')}
        </Button>
      </div>
      <PaginatedTable
        caption={t('admin.catalog.tabs.items')}
        columns={columns}
        query={items}
        onPageChange={setPage}
        getRowId={(item) => String(item.id)}
      />
      {dialog?.kind === 'create' ? <GenericItemFormDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <GenericItemFormDialog item={dialog.item} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
