import type { RepairCenter } from '@amparo/contract';
import { Action } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { openModal } from '../../../ui/modals/modal-bus';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { FiltersBar } from '../components/filters-bar';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { SearchField } from '../components/search-field';
import { toActiveFilter, useListFilters } from '../components/use-list-filters';
import { useProductTypes } from '../components/use-product-types';
import { RequirePermission } from '../shell/require-permission';
import { RepairCenterFormDialog } from './repair-center-form-dialog';
import {
  deleteRepairCenter,
  REPAIR_CENTERS_KEY,
  type RepairCenterFilters,
  updateRepairCenter,
  useRepairCenters,
} from './repair-centers-api';
import { buildRepairCenterColumns } from './repair-centers-columns';

type Dialog = { kind: 'create' } | { kind: 'edit'; center: RepairCenter } | null;

function RepairCentersList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { filters, update, page, setPage, applied } = useListFilters<RepairCenterFilters>({
    search: '',
    product_type_id: '',
    active: '',
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const centers = useRepairCenters(applied, page);
  const productTypes = useProductTypes();
  const columns = useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: REPAIR_CENTERS_KEY });
    const onToggleActive = async (center: RepairCenter) => {
      try {
        await updateRepairCenter(center.id, { active: !center.active });
        toast.success(
          center.active ? t('admin.repairCenters.deactivated') : t('admin.repairCenters.activated'),
        );
        await refresh();
      } catch (error) {
        toast.error(errorMessage(error));
      }
    };
    const onDelete = (center: RepairCenter) =>
      openModal('confirm-delete', {
        title: t('admin.repairCenters.deleteTitle', { name: center.name }),
        description: t('admin.repairCenters.deleteBody'),
        onConfirm: async () => {
          await deleteRepairCenter(center.id);
          toast.success(t('admin.repairCenters.deleted'));
          await refresh();
        },
      });
    return buildRepairCenterColumns(t, {
      onEdit: (center) => setDialog({ kind: 'edit', center }),
      onToggleActive: (center) => void onToggleActive(center),
      onDelete,
    });
  }, [t, queryClient]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.repairCenters.title')}
        description={t('admin.repairCenters.description')}
        actions={
          <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('admin.repairCenters.create')}
          </Button>
        }
      />
      <FiltersBar columns="sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          label={t('admin.repairCenters.search')}
          value={filters.search}
          placeholder={t('admin.repairCenters.searchPlaceholder')}
          onChange={(search) => update({ search })}
        />
        <Field label={t('admin.repairCenters.productType')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.product_type_id}
              onChange={(event) => update({ product_type_id: event.target.value })}
            >
              <option value="">{t('admin.repairCenters.allProductTypes')}</option>
              {(productTypes.data ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.repairCenters.activeFilter')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.active}
              onChange={(event) => update({ active: toActiveFilter(event.target.value) })}
            >
              <option value="">{t('admin.repairCenters.all')}</option>
              <option value="true">{t('admin.repairCenters.onlyActive')}</option>
              <option value="false">{t('admin.repairCenters.onlyInactive')}</option>
            </Select>
          )}
        </Field>
      </FiltersBar>
      <PaginatedTable
        caption={t('admin.repairCenters.title')}
        columns={columns}
        query={centers}
        onPageChange={setPage}
        getRowId={(center) => String(center.id)}
        emptyText={t('admin.repairCenters.empty')}
      />
      {dialog ? (
        <RepairCenterFormDialog
          key={dialog.kind === 'edit' ? dialog.center.id : 'new'}
          {...(dialog.kind === 'edit' ? { center: dialog.center } : {})}
          productTypes={productTypes.data ?? []}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** /admin/talleres: the repair centers claims are assigned to (repair_centers.manage). */
export default function RepairCentersPage() {
  return (
    <RequirePermission action={Action.REPAIR_CENTERS_MANAGE}>
      <RepairCentersList />
    </RequirePermission>
  );
}
