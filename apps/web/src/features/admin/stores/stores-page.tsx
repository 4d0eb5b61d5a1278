import { StoreListFilterSchema, type StorePriv } from '@amparo/contract';
import { Action, can } from '@amparo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { SectionTabs } from '../components/section-tabs';
import { toActiveFilter } from '../components/use-list-filters';
import { PARTNER_OPTIONS_KEY, usePartnerOptions } from '../components/use-partner-options';
import { useUrlListFilters } from '../components/use-url-list-filters';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { DiscountsImportDialog } from './discounts-import-dialog';
import { LandingsPanel } from './landings-panel';
import {
  buildStoresExportUrl,
  deleteStore,
  NETWORK_STORES_KEY,
  type StoreFilters,
  useStoresPriv,
} from './network-stores-api';
import { StoreFormDialog } from './store-form-dialog';
import { buildStoreColumns } from './stores-columns';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; store: StorePriv }
  | { kind: 'discounts'; store: StorePriv }
  | null;

function StoresTable({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const partners = usePartnerOptions();
  const { filters, update, page, setPage, applied } = useUrlListFilters<StoreFilters>(
    { search: '', distributor_id: '', active: '' },
    StoreListFilterSchema,
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const stores = useStoresPriv(applied as StoreFilters, page);
  const columns = useMemo(() => {
    if (!canManage) return buildStoreColumns(t, null);
    const onDelete = (store: StorePriv) =>
      openModal('confirm-delete', {
        title: t('admin.networkStores.deleteTitle', { name: store.name }),
        description: t('admin.networkStores.deleteBody'),
        onConfirm: async () => {
          await deleteStore(store.id);
          toast.success(t('admin.networkStores.deleted'));
          await queryClient.invalidateQueries({ queryKey: NETWORK_STORES_KEY });
          await queryClient.invalidateQueries({ queryKey: PARTNER_OPTIONS_KEY });
        },
      });
    return buildStoreColumns(t, {
      onEdit: (store) => setDialog({ kind: 'edit', store }),
      onImportDiscounts: (store) => setDialog({ kind: 'discounts', store }),
      onDelete,
    });
  }, [t, queryClient, canManage]);
  const distributors = partners.data?.distributors ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap justify-end gap-2">
        <ExportButton
          label={t('admin.networkStores.export')}
          onExport={async () => window.location.assign(await buildStoresExportUrl(applied as StoreFilters))}
        />
        {canManage ? (
          <Button size="sm" onClick={() => setDialog({ kind: 'create' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('admin.networkStores.create')}
          </Button>
        ) : null}
      </div>
      <FiltersBar columns="sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          label={t('admin.networkStores.search')}
          value={filters.search}
          placeholder={t('admin.networkStores.searchPlaceholder')}
          onChange={(search) => update({ search })}
        />
        <Field label={t('admin.networkStores.distributorFilter')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.distributor_id}
              onChange={(event) => update({ distributor_id: event.target.value })}
            >
              <option value="">{t('admin.networkStores.allDistributors')}</option>
              {distributors.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.network.activeFilterFemale')}>
          {(aria) => (
            <Select
              {...aria}
              value={filters.active}
              onChange={(event) => update({ active: toActiveFilter(event.target.value) })}
            >
              <option value="">{t('admin.network.allFemale')}</option>
              <option value="true">{t('admin.network.onlyActiveFemale')}</option>
              <option value="false">{t('admin.network.onlyInactiveFemale')}</option>
            </Select>
          )}
        </Field>
      </FiltersBar>
      <PaginatedTable
        caption={t('admin.networkStores.title')}
        columns={columns}
        query={stores}
        onPageChange={setPage}
        getRowId={(store) => String(store.id)}
        emptyText={t('admin.networkStores.empty')}
      />
      {dialog?.kind === 'discounts' ? (
        <DiscountsImportDialog store={dialog.store} onClose={() => setDialog(null)} />
      ) : dialog ? (
        <StoreFormDialog
          key={dialog.kind === 'edit' ? dialog.store.id : 'new'}
          {...(dialog.kind === 'edit' ? { store: dialog.store } : {})}
          distributors={distributors}
          defaultDistributorId={filters.distributor_id}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

type Section = 'stores' | 'landings';

function StoresSections() {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const canManage = can(role, Action.PARTNERS_MANAGE);
  const [params, setParams] = useSearchParams();
  // The landings are edited by those who manage partners only (POST/PATCH /stores/{id}/landings).
  const section: Section = canManage && params.get('seccion') === 'paginas' ? 'landings' : 'stores';
  const select = (key: Section) =>
    setParams(key === 'landings' ? { seccion: 'paginas' } : {}, { replace: true });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.networkStores.title')} description={t('admin.networkStores.description')} />
      {canManage ? (
        <SectionTabs
          label={t('admin.networkStores.sections')}
          tabs={[
            { key: 'stores', label: t('admin.networkStores.tabs.stores') },
            { key: 'landings', label: t('admin.networkStores.tabs.landings') },
          ]}
          current={section}
          onSelect={select}
        >
          {section === 'stores' ? <StoresTable canManage /> : <LandingsPanel />}
        </SectionTabs>
      ) : (
        <StoresTable canManage={false} />
      )}
    </div>
  );
}

/**
 * /admin/tiendas: the stores of the distribution network with their commercial
 * details (partners.read, within scope), and for those who manage partners the
 * changes, the discount codes CSV and each store's public page.
 */
export default function StoresPage() {
  return (
    <RequirePermission action={Action.PARTNERS_READ}>
      <StoresSections />
    </RequirePermission>
  );
}
