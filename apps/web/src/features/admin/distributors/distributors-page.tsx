import { type Distributor, DistributorListFilterSchema } from '@amparo/contract';
import { Action, can } from '@amparo/domain';
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
import { toActiveFilter } from '../components/use-list-filters';
import { PARTNER_OPTIONS_KEY } from '../components/use-partner-options';
import { useUrlListFilters } from '../components/use-url-list-filters';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { DistributorFormDialog } from './distributor-form-dialog';
import {
  buildDistributorsExportUrl,
  DISTRIBUTORS_KEY,
  type DistributorFilters,
  deleteDistributor,
  useDistributors,
} from './distributors-api';
import { buildDistributorColumns } from './distributors-columns';
import { StoresImportDialog } from './stores-import-dialog';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; distributor: Distributor }
  | { kind: 'import'; distributor: Distributor }
  | null;

function DistributorsList() {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const canManage = can(role, Action.PARTNERS_MANAGE);
  const queryClient = useQueryClient();
  const { filters, update, page, setPage, applied } = useUrlListFilters<DistributorFilters>(
    { search: '', active: '' },
    DistributorListFilterSchema,
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const distributors = useDistributors(applied as DistributorFilters, page);
  const columns = useMemo(() => {
    if (!canManage) return buildDistributorColumns(t, null);
    const onDelete = (distributor: Distributor) =>
      openModal('confirm-delete', {
        title: t('admin.distributors.deleteTitle', { name: distributor.name }),
        description: t('admin.distributors.deleteBody'),
        onConfirm: async () => {
          await deleteDistributor(distributor.id);
          toast.success(t('admin.distributors.deleted'));
          await queryClient.invalidateQueries({ queryKey: DISTRIBUTORS_KEY });
          await queryClient.invalidateQueries({ queryKey: PARTNER_OPTIONS_KEY });
        },
      });
    return buildDistributorColumns(t, {
      onEdit: (distributor) => setDialog({ kind: 'edit', distributor }),
      onImport: (distributor) => setDialog({ kind: 'import', distributor }),
      onDelete,
    });
  }, [t, queryClient, canManage]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.distributors.title')}
        description={t('admin.distributors.description')}
        actions={
          <>
            <ExportButton
              label={t('admin.distributors.export')}
              onExport={async () =>
                window.location.assign(await buildDistributorsExportUrl(applied as DistributorFilters))
              }
            />
            {canManage ? (
              <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
                <Plus className="size-4" aria-hidden="true" />
                {t('admin.distributors.create')}
              </Button>
            ) : null}
          </>
        }
      />
      <FiltersBar columns="sm:grid-cols-[2fr_1fr]">
        <SearchField
          label={t('admin.distributors.search')}
          value={filters.search}
          placeholder={t('admin.distributors.searchPlaceholder')}
          onChange={(search) => update({ search })}
        />
        <Field label={t('admin.network.activeFilter')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.active}
              onChange={(event) => update({ active: toActiveFilter(event.target.value) })}
            >
              <option value="">{t('admin.network.all')}</option>
              <option value="true">{t('admin.network.onlyActive')}</option>
              <option value="false">{t('admin.network.onlyInactive')}</option>
            </Select>
          )}
        </Field>
      </FiltersBar>
      <PaginatedTable
        caption={t('admin.distributors.title')}
        columns={columns}
        query={distributors}
        onPageChange={setPage}
        getRowId={(distributor) => String(distributor.id)}
        emptyText={t('admin.distributors.empty')}
      />
      {dialog?.kind === 'import' ? (
        <StoresImportDialog distributor={dialog.distributor} onClose={() => setDialog(null)} />
      ) : dialog ? (
        <DistributorFormDialog
          key={dialog.kind === 'edit' ? dialog.distributor.id : 'new'}
          {...(dialog.kind === 'edit' ? { distributor: dialog.distributor } : {})}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** /admin/distribuidores: the distribution network's partners (partners.read; changes with partners.manage). */
export default function DistributorsPage() {
  return (
    <RequirePermission action={Action.PARTNERS_READ}>
      <DistributorsList />
    </RequirePermission>
  );
}
