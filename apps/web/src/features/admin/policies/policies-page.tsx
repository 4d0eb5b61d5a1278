import { Action, can } from '@amparo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminPolicyPath } from '../../../navigation/paths';
import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { useListFilters } from '../components/use-list-filters';
import { usePartnerOptions } from '../components/use-partner-options';
import { useProductTypes } from '../components/use-product-types';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import {
  buildPoliciesExportUrl,
  EMPTY_POLICY_FILTERS,
  type PolicyFilters,
  usePolicies,
} from './policies-api';
import { buildPolicyColumns } from './policies-columns';
import { PolicyFiltersForm } from './policy-filters-form';

function PoliciesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useStaffSession();
  const { filters, update, page, setPage, applied } = useListFilters<PolicyFilters>(EMPTY_POLICY_FILTERS);
  const policies = usePolicies(applied, page);
  const productTypes = useProductTypes();
  // The server scopes the list; the store filter only makes sense to someone who sees several.
  const partners = usePartnerOptions(can(role, Action.PARTNERS_READ));
  const stores = partners.data && partners.data.stores.length > 1 ? partners.data.stores : null;
  const columns = useMemo(() => buildPolicyColumns(t), [t]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.policies.title')}
        description={t('admin.policies.description')}
        actions={
          can(role, Action.POLICIES_EXPORT) ? (
            <ExportButton
              label={t('admin.policies.export')}
              onExport={async () => window.location.assign(await buildPoliciesExportUrl(applied))}
            />
          ) : null
        }
      />
      <PolicyFiltersForm
        filters={filters}
        onChange={update}
        productTypes={productTypes.data ?? []}
        stores={stores}
      />
      <PaginatedTable
        caption={t('admin.policies.title')}
        columns={columns}
        query={policies}
        onPageChange={setPage}
        getRowId={(policy) => String(policy.id)}
        onRowClick={(policy) => navigate(adminPolicyPath(policy.id))}
      />
    </div>
  );
}

/** /admin/polizas */
export default function PoliciesPage() {
  return (
    <RequirePermission action={Action.POLICIES_READ}>
      <PoliciesList />
    </RequirePermission>
  );
}
