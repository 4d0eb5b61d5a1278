import { PolicyListFilterSchema } from '@amparo/contract';
import { Action, can } from '@amparo/domain';
import { CalendarClock } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adminPolicyPath, PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { usePartnerOptions } from '../components/use-partner-options';
import { useProductTypes } from '../components/use-product-types';
import { useUrlListFilters } from '../components/use-url-list-filters';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import {
  buildPoliciesExportUrl,
  DEFAULT_POLICY_SORT,
  EMPTY_POLICY_FILTERS,
  type PolicyFilters,
  policySortOf,
  usePolicies,
} from './policies-api';
import { buildPolicyColumns } from './policies-columns';
import { PolicyFiltersForm } from './policy-filters-form';

function PoliciesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useStaffSession();
  const { filters, update, page, setPage, sort, setSort, applied } = useUrlListFilters<PolicyFilters>(
    EMPTY_POLICY_FILTERS,
    PolicyListFilterSchema,
    { defaultSort: DEFAULT_POLICY_SORT },
  );
  const policySort = policySortOf(sort);
  const policies = usePolicies(applied, page, policySort);
  const productTypes = useProductTypes();
  // The server scopes the list; the store filter only makes sense to someone who sees several.
  const partners = usePartnerOptions(can(role, Action.PARTNERS_READ));
  const stores = partners.data && partners.data.stores.length > 1 ? partners.data.stores : null;
  const distributors =
    partners.data && partners.data.distributors.length > 1 ? partners.data.distributors : null;
  // setSort writes the address; a new one each render changes nothing the headers show.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setSort is left out on purpose.
  const columns = useMemo(
    () => buildPolicyColumns(t, { sort: policySort, onSort: setSort }),
    [t, policySort],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.policies.title')}
        description={t('admin.policies.description')}
        actions={
          <>
            <Button asChild variant="secondary" size="sm">
              <Link to={RENEWALS_PATH}>
                <CalendarClock className="size-4" aria-hidden="true" />
                {t('admin.renewals.link')}
              </Link>
            </Button>
            {can(role, Action.POLICIES_EXPORT) ? (
              <ExportButton
                label={t('admin.policies.export')}
                onExport={async () =>
                  window.location.assign(await buildPoliciesExportUrl(applied, policySort))
                }
              />
            ) : null}
          </>
        }
      />
      <PolicyFiltersForm
        filters={filters}
        onChange={update}
        productTypes={productTypes.data ?? []}
        distributors={distributors}
        stores={stores}
        sort={policySort}
        onSortChange={setSort}
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

/** The renewals of a month (renewals-page.tsx); kept out of the first load's path table. */
const RENEWALS_PATH = `${PATHS.admin}/renovaciones`;

/** /admin/polizas */
export default function PoliciesPage() {
  return (
    <RequirePermission action={Action.POLICIES_READ}>
      <PoliciesList />
    </RequirePermission>
  );
}
