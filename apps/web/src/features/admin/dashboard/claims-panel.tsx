import type { ClaimsDashboard } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { AlarmClock, ArrowRight, CircleAlert, FolderOpen, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../../api/client';
import { ADMIN_PATHS } from '../../../navigation/paths';
import { Spinner } from '../../../ui/spinner';
import { QueryError } from '../components/query-error';

const dayFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

type Tone = 'neutral' | 'danger' | 'warning';
const TONES: Record<Tone, string> = {
  neutral: 'bg-brand-soft text-brand',
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
};

function Stat({
  icon: Icon,
  label,
  value,
  hint,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  tone: Tone;
}) {
  return (
    <li className="flex flex-col items-start gap-2 rounded-xl bg-page p-3 sm:flex-row sm:gap-3 sm:p-4">
      <span className={clsx('flex size-10 shrink-0 items-center justify-center rounded-xl', TONES[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <p className="text-2xl font-extrabold text-ink tabular-nums">{value}</p>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      </div>
    </li>
  );
}

const BUCKETS = [
  ['under_7_days', 'under7'],
  ['from_7_to_30_days', 'from7to30'],
  ['over_30_days', 'over30'],
] as const;

function OpenByType({ rows }: { rows: ClaimsDashboard['open_by_type'] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-muted">{t('admin.dashboard.claimsPanel.empty')}</p>;
  const cell = 'px-2 py-2 text-right tabular-nums sm:px-3';
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-base font-bold text-ink">
          {t('admin.dashboard.claimsPanel.byType')}
          <span className="block text-sm font-normal text-muted">
            {t('admin.dashboard.claimsPanel.byTypeHint')}
          </span>
        </caption>
        <thead className="border-b border-line text-xs font-bold text-muted uppercase">
          <tr>
            <th scope="col" className="px-2 py-2 text-left first:pl-0 sm:px-3">
              {t('admin.dashboard.claimsPanel.columns.type')}
            </th>
            {BUCKETS.map(([, key]) => (
              <th key={key} scope="col" className="px-2 py-2 text-right sm:px-3">
                {t(`admin.dashboard.claimsPanel.columns.${key}`)}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-right last:pr-0 sm:px-3">
              {t('admin.dashboard.claimsPanel.columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.claim_type_id} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink">
                {row.claim_type_name}
              </th>
              {BUCKETS.map(([field]) => (
                <td
                  key={field}
                  className={clsx(
                    cell,
                    field === 'over_30_days' && row[field] > 0 && 'font-bold text-danger',
                  )}
                >
                  {row[field]}
                </td>
              ))}
              <td className={clsx(cell, 'pr-0 font-bold text-ink')}>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The dashboard's claims panel (claims.read): open claims by type and age, deadlines, time to close. */
export function ClaimsPanel() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'claims', 'dashboard'],
    queryFn: ({ signal }) => callApi('getClaimsDashboard', { signal }),
    staleTime: 60_000,
  });
  const data = query.data;
  return (
    <section
      aria-labelledby="claims-panel-title"
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="claims-panel-title" className="text-lg font-bold text-ink">
          {t('admin.dashboard.claimsPanel.title')}
        </h2>
        <Link
          to={ADMIN_PATHS.claims}
          className="inline-flex items-center gap-1 font-semibold text-brand-strong hover:underline"
        >
          {t('admin.dashboard.claimsPanel.viewAll')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {!data && !query.isError ? (
        <p className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('admin.table.loading')}
        </p>
      ) : null}
      {data ? (
        <>
          <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            <Stat
              icon={FolderOpen}
              tone="neutral"
              label={t('admin.dashboard.claimsPanel.open')}
              value={String(data.open_total)}
            />
            <Stat
              icon={CircleAlert}
              tone={data.deadlines_late > 0 ? 'danger' : 'neutral'}
              label={t('admin.dashboard.claimsPanel.late')}
              value={String(data.deadlines_late)}
            />
            <Stat
              icon={AlarmClock}
              tone={data.deadlines_near > 0 ? 'warning' : 'neutral'}
              label={t('admin.dashboard.claimsPanel.near')}
              value={String(data.deadlines_near)}
              hint={t('admin.dashboard.claimsPanel.nearHint')}
            />
            <Stat
              icon={Timer}
              tone="neutral"
              label={t('admin.dashboard.claimsPanel.average')}
              value={
                data.average_days_to_close === null
                  ? '—'
                  : t('admin.dashboard.claimsPanel.averageValue', {
                      count: data.average_days_to_close,
                      days: dayFormat.format(data.average_days_to_close),
                    })
              }
              hint={
                data.average_days_to_close === null
                  ? t('admin.dashboard.claimsPanel.noAverage')
                  : t('admin.dashboard.claimsPanel.averageHint', { count: data.closed_last_90_days })
              }
            />
          </ul>
          <OpenByType rows={data.open_by_type} />
        </>
      ) : null}
    </section>
  );
}
