import type { RenewalListRow } from '@amparo/contract';
import { Action, can, formatEuro, madridDate } from '@amparo/domain';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';
import { adminPolicyPath } from '../../../navigation/paths';
import { Field, Input } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { DataTable } from '../components/data-table';
import { ExportButton } from '../components/export-button';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { RequirePermission } from '../shell/require-permission';
import { useStaffSession } from '../shell/use-staff-session';

type Status = RenewalListRow['status'];
const STATUSES: readonly Status[] = ['not_due', 'announced', 'declined', 'renewed', 'not_renewable'];
const column = createColumnHelper<RenewalListRow>();

/**
 * The renewals of a month (docs/contract.md "Renewal"): every policy whose next period starts in it,
 * counted by status (a count filters the list), with the premium once announced and who declined;
 * the CSV has the whole month. Reached from the policies list ('Renovaciones').
 */
function RenewalsList() {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const month = params.get('mes') ?? madridDate(new Date())!.slice(0, 7);
  const status = (params.get('estado') as Status | null) ?? undefined;
  const filter = { month, ...(status ? { status } : {}) };
  const query = useQuery({
    queryKey: ['admin', 'renewals', month, status ?? 'all'],
    queryFn: ({ signal }) => callApi('listRenewals', { query: { filter }, signal }),
  });
  const set = (next: { mes?: string; estado?: Status | null }) => {
    const merged = new URLSearchParams(params);
    if (next.mes !== undefined) merged.set('mes', next.mes);
    if (next.estado === null) merged.delete('estado');
    else if (next.estado) merged.set('estado', next.estado);
    setParams(merged, { replace: true });
  };
  const columns = [
    column.accessor('number', {
      header: t('admin.renewals.columns.policy'),
      cell: (info) => (
        <Link
          to={adminPolicyPath(info.row.original.policy_id)}
          className="font-semibold text-brand underline"
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('holder', { header: t('admin.renewals.columns.holder'), meta: { cardWide: true } }),
    column.accessor('product', { header: t('admin.renewals.columns.product') }),
    column.accessor('starts_on', {
      header: t('admin.renewals.columns.startsOn'),
      cell: (info) => formatDate(info.getValue()),
    }),
    column.accessor('status', {
      header: t('admin.renewals.columns.status'),
      cell: (info) => t(`admin.renewals.statuses.${info.getValue()}`),
    }),
    column.accessor('premium_cents', {
      header: t('admin.renewals.columns.premium'),
      cell: (info) => (info.getValue() === null ? '—' : formatEuro(info.getValue()!)),
    }),
    column.accessor('declined_by', {
      header: t('admin.renewals.columns.declinedBy'),
      cell: (info) => (info.getValue() ? t(`admin.renewals.declinedBy.${info.getValue()!}`) : '—'),
    }),
  ];
  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('admin.renewals.title')}
        description={t('admin.renewals.description')}
        actions={
          can(role, Action.POLICIES_EXPORT) ? (
            <ExportButton
              label={t('admin.renewals.export')}
              onExport={async () => window.location.assign(await buildExportUrl('renewals', { month }))}
            />
          ) : null
        }
      />
      <div className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <Field label={t('admin.renewals.month')}>
            {(aria) => (
              <Input
                {...aria}
                type="month"
                value={month}
                onChange={(event) => event.target.value && set({ mes: event.target.value })}
              />
            )}
          </Field>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('admin.renewals.byStatus')}</legend>
          <button
            type="button"
            aria-pressed={!status}
            onClick={() => set({ estado: null })}
            className="rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-line aria-pressed:bg-brand aria-pressed:text-white"
          >
            {t('admin.renewals.all', {
              count: data ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : 0,
            })}
          </button>
          {STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => set({ estado: value })}
              className="rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-line aria-pressed:bg-brand aria-pressed:text-white"
            >
              {t(`admin.renewals.statuses.${value}`)} · {data?.counts[value] ?? 0}
            </button>
          ))}
        </fieldset>
      </div>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <DataTable
        caption={t('admin.renewals.caption', { month })}
        columns={columns}
        data={data?.data ?? []}
        isLoading={query.isPending}
        getRowId={(row) => String(row.policy_id)}
        emptyText={t('admin.renewals.empty')}
      />
      {data && data.data.length >= data.limit ? (
        <p className="text-sm text-muted">{t('admin.renewals.truncated', { limit: data.limit })}</p>
      ) : null}
    </div>
  );
}

/** /admin/renovaciones */
export default function RenewalsPage() {
  return (
    <RequirePermission action={Action.POLICIES_READ}>
      <RenewalsList />
    </RequirePermission>
  );
}
