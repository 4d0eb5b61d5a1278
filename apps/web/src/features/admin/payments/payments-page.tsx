import { Action, can } from '@amparo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminPolicyPath } from '../../../navigation/paths';
import { Spinner } from '../../../ui/spinner';
import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { PaginatedTable } from '../components/paginated-table';
import { QueryError } from '../components/query-error';
import { useListFilters } from '../components/use-list-filters';
import { usePartnerOptions } from '../components/use-partner-options';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';
import { DailyChart } from './daily-chart';
import { PaymentFiltersForm } from './payment-filters-form';
import {
  buildPaymentsExportUrl,
  DAILY_DAYS,
  EMPTY_PAYMENT_FILTERS,
  type PaymentFilters,
  useDailyPayments,
  usePayments,
} from './payments-api';
import { buildPaymentColumns } from './payments-columns';

function DailySection() {
  const { t } = useTranslation();
  const daily = useDailyPayments();
  return (
    <section className="rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6">
      <h2 className="text-lg font-bold text-ink">{t('admin.payments.daily.title')}</h2>
      <p className="mb-4 text-sm text-muted">{t('admin.payments.daily.description', { days: DAILY_DAYS })}</p>
      {daily.isError ? (
        <QueryError error={daily.error} onRetry={() => void daily.refetch()} />
      ) : daily.data ? (
        <DailyChart days={daily.data.data} />
      ) : (
        <Spinner size="sm" />
      )}
    </section>
  );
}

function PaymentsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useStaffSession();
  const { filters, update, page, setPage, applied } = useListFilters<PaymentFilters>(EMPTY_PAYMENT_FILTERS);
  const payments = usePayments(applied, page);
  // The server scopes the list; partner filters only make sense to someone who sees several.
  const partners = usePartnerOptions(can(role, Action.PARTNERS_READ));
  const columns = useMemo(() => buildPaymentColumns(t), [t]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.payments.title')}
        description={t('admin.payments.description')}
        actions={
          <ExportButton
            label={t('admin.payments.export')}
            onExport={async () => window.location.assign(await buildPaymentsExportUrl(applied))}
          />
        }
      />
      <DailySection />
      <PaymentFiltersForm filters={filters} onChange={update} partners={partners.data ?? null} />
      <PaginatedTable
        caption={t('admin.payments.title')}
        columns={columns}
        query={payments}
        onPageChange={setPage}
        getRowId={(payment) => String(payment.id)}
        onRowClick={(payment) => navigate(adminPolicyPath(payment.policy_id))}
      />
    </div>
  );
}

/** /admin/cobros */
export default function PaymentsPage() {
  return (
    <RequirePermission action={Action.PAYMENTS_READ}>
      <PaymentsList />
    </RequirePermission>
  );
}
