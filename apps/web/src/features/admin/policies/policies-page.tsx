import { Action, can } from '@amparo/domain';
import { FileDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';
import { adminPolicyPath } from '../admin-paths';
import { DataTable } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pagination } from '../components/pagination';
import { QueryError } from '../components/query-error';
import { useDebouncedValue } from '../components/use-debounced-value';
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
  const [filters, setFilters] = useState<PolicyFilters>(EMPTY_POLICY_FILTERS);
  const [page, setPage] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const search = useDebouncedValue(filters.search);
  const policies = usePolicies({ ...filters, search }, page);
  const productTypes = useProductTypes();
  // The server scopes the list; the store filter only makes sense to someone who sees several.
  const partners = usePartnerOptions(can(role, Action.PARTNERS_READ));
  const stores = partners.data && partners.data.stores.length > 1 ? partners.data.stores : null;
  const columns = useMemo(() => buildPolicyColumns(t), [t]);

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      window.location.assign(await buildPoliciesExportUrl({ ...filters, search }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.policies.title')}
        description={t('admin.policies.description')}
        actions={
          can(role, Action.POLICIES_EXPORT) ? (
            <Button variant="secondary" size="sm" onClick={exportCsv} isLoading={isExporting}>
              {!isExporting ? <FileDown className="size-4" aria-hidden="true" /> : null}
              {t('admin.policies.export')}
            </Button>
          ) : null
        }
      />
      <PolicyFiltersForm
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        productTypes={productTypes.data ?? []}
        stores={stores}
      />
      {policies.isError ? (
        <QueryError error={policies.error} onRetry={() => void policies.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('admin.policies.title')}
            columns={columns}
            data={policies.data?.data ?? []}
            isLoading={policies.isFetching}
            getRowId={(policy) => String(policy.id)}
            onRowClick={(policy) => navigate(adminPolicyPath(policy.id))}
          />
          {policies.data ? <Pagination meta={policies.data.meta} onPageChange={setPage} /> : null}
        </>
      )}
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
