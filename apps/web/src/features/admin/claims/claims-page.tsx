import { Action, can } from '@amparo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminClaimPath } from '../../../navigation/paths';
import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { usePartnerOptions } from '../components/use-partner-options';
import { useProductTypes } from '../components/use-product-types';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { ClaimFiltersForm } from './claim-filters-form';
import {
  buildClaimsExportUrl,
  type ClaimFilters,
  EMPTY_CLAIM_FILTERS,
  useClaims,
  useRepairCenterOptions,
} from './claims-api';
import { buildClaimColumns } from './claims-columns';

function ClaimsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useStaffSession();
  const [filters, setFilters] = useState<ClaimFilters>(EMPTY_CLAIM_FILTERS);
  const [page, setPage] = useState(1);
  const claims = useClaims(filters, page);
  const productTypes = useProductTypes();
  const partners = usePartnerOptions(can(role, Action.PARTNERS_READ));
  const repairCenters = useRepairCenterOptions({});
  const columns = useMemo(() => buildClaimColumns(t), [t]);
  const changeFilters = (next: ClaimFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.claims.title')}
        description={t('admin.claims.description')}
        actions={
          <ExportButton
            label={t('admin.claims.export')}
            onExport={async () => window.location.assign(await buildClaimsExportUrl(filters))}
          />
        }
      />
      <ClaimFiltersForm
        filters={filters}
        onChange={changeFilters}
        productTypes={productTypes.data ?? []}
        partners={partners.data ?? null}
        repairCenters={repairCenters.data ?? []}
      />
      <PaginatedTable
        caption={t('admin.claims.title')}
        columns={columns}
        query={claims}
        onPageChange={setPage}
        getRowId={(claim) => String(claim.id)}
        onRowClick={(claim) => navigate(adminClaimPath(claim.id))}
        emptyText={t('admin.claims.empty')}
      />
    </div>
  );
}

/** /admin/siniestros: the claims desk's list (claims.read; the server scopes it to the role's policies). */
export default function ClaimsPage() {
  return (
    <RequirePermission action={Action.CLAIMS_READ}>
      <ClaimsList />
    </RequirePermission>
  );
}
