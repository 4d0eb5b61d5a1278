import { DASHBOARD_MAX_DAYS, type Dashboard } from '@amparo/contract';
import { formatEuro, madridDate } from '@amparo/domain';
import { clsx } from 'clsx';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { formatDate, formatDateTime } from '../../../ui/format';
import { Spinner } from '../../../ui/spinner';
import { DateRangeFields } from '../components/date-range-fields';
import { QueryError } from '../components/query-error';
import { ChartCard, FiguresTable } from './chart-card';
import { useDashboard } from './dashboard-api';
import type { ChartKind } from './dashboard-charts';
import {
  type DateRange,
  presetOf,
  presetRange,
  RANGE_PARAMS,
  RANGE_PRESETS,
  rangeFromParams,
  rangeProblem,
} from './dashboard-range';

// recharts comes in its own chunk, the first time the dashboard draws a chart.
const DashboardChart = lazy(() => import('./dashboard-charts'));

const countFormat = new Intl.NumberFormat('es-ES');
const percentFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-xl bg-page p-3 sm:p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="text-xl font-extrabold text-ink tabular-nums sm:text-2xl">{value}</p>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </li>
  );
}

function RangePicker({
  range,
  today,
  onChange,
}: {
  range: DateRange;
  today: string;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const active = presetOf(range, today);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('admin.figures.period')}</legend>
      <div className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset, today))}
            className={clsx(
              'min-h-9 rounded-full px-3 text-sm font-semibold ring-1 ring-inset',
              active === preset
                ? 'bg-brand text-white ring-brand'
                : 'bg-white text-brand ring-line hover:bg-brand-soft hover:text-brand-strong',
            )}
          >
            {t(`admin.figures.presets.${preset}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <DateRangeFields
          fromLabel={t('admin.figures.from')}
          toLabel={t('admin.figures.to')}
          from={range.from}
          to={range.to}
          onChange={(next) => {
            if (next.from && next.to) onChange(next);
          }}
        />
      </div>
    </fieldset>
  );
}

type Labels = Parameters<typeof DashboardChart>[0]['labels'];

function Charts({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const labels: Labels = {
    online: t('admin.figures.byDistributor.onlineShort'),
    collected: t('admin.figures.receipts.collected'),
    unpaid: t('admin.figures.receipts.unpaid'),
    premium: t('admin.figures.premium.amount'),
    policies: t('admin.figures.byDistributor.policies'),
    evaluations: t('admin.figures.evaluations.count'),
    open: t('admin.figures.claims.open'),
    buckets: [
      t('admin.figures.evaluations.buckets.under_1_day'),
      t('admin.figures.evaluations.buckets.from_1_to_3_days'),
      t('admin.figures.evaluations.buckets.over_3_days'),
    ],
  };
  const chart = (kind: ChartKind): ReactNode => (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner size="sm" />
          {t('admin.figures.chartsLoading')}
        </p>
      }
    >
      <DashboardChart kind={kind} data={data} labels={labels} />
    </Suspense>
  );
  const noSales = data.totals.policies === 0;
  const receipts = data.receipts;
  const waiting = data.evaluations_waiting;
  const claims = data.claims_open;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        wide
        title={t('admin.figures.salesByDay.title')}
        hint={t('admin.figures.salesByDay.hint')}
        isEmpty={noSales}
        empty={t('admin.figures.salesByDay.empty')}
        chart={chart('salesByDay')}
        table={
          <FiguresTable
            caption={t('admin.figures.salesByDay.title')}
            columns={[
              t('admin.figures.salesByDay.date'),
              ...data.products.map((p) => p.product_name),
              t('admin.figures.salesByDay.total'),
            ]}
            rows={data.sales_by_day.map((day) => [
              formatDate(day.date),
              ...data.products.map(
                (p) => day.by_product.find((b) => b.product_id === p.product_id)?.policies ?? 0,
              ),
              day.policies,
            ])}
          />
        }
      />
      <ChartCard
        title={t('admin.figures.byDistributor.title')}
        isEmpty={data.sales_by_distributor.length === 0}
        empty={t('admin.figures.byDistributor.empty')}
        chart={chart('byDistributor')}
        table={
          <FiguresTable
            caption={t('admin.figures.byDistributor.title')}
            columns={[
              t('admin.figures.byDistributor.distributor'),
              t('admin.figures.byDistributor.policies'),
              t('admin.figures.byDistributor.premium'),
            ]}
            rows={data.sales_by_distributor.map((row) => [
              row.distributor_name ?? t('admin.figures.byDistributor.online'),
              row.policies,
              formatEuro(row.premium_cents),
            ])}
          />
        }
      />
      <ChartCard
        title={t('admin.figures.premium.title')}
        isEmpty={noSales}
        empty={t('admin.figures.premium.empty')}
        chart={chart('premium')}
        table={
          <FiguresTable
            caption={t('admin.figures.premium.title')}
            columns={[t('admin.figures.premium.date'), t('admin.figures.premium.amount')]}
            rows={data.sales_by_day.map((day) => [formatDate(day.date), formatEuro(day.premium_cents)])}
          />
        }
      />
      {receipts ? (
        <ChartCard
          wide
          title={t('admin.figures.receipts.title')}
          hint={t('admin.figures.receipts.hint')}
          isEmpty={receipts.collected.count === 0 && receipts.unpaid.count === 0}
          empty={t('admin.figures.receipts.empty')}
          chart={chart('receipts')}
          table={
            <FiguresTable
              caption={t('admin.figures.receipts.title')}
              columns={[
                t('admin.figures.receipts.date'),
                t('admin.figures.receipts.collected'),
                t('admin.figures.receipts.unpaid'),
              ]}
              rows={receipts.by_day.map((day) => [
                formatDate(day.date),
                formatEuro(day.collected_cents),
                formatEuro(day.unpaid_cents),
              ])}
            />
          }
        />
      ) : null}
      {waiting ? (
        <ChartCard
          title={t('admin.figures.evaluations.title')}
          hint={t('admin.figures.evaluations.hint')}
          summary={
            waiting.count > 0 ? (
              <p className="text-sm text-ink">
                <strong className="tabular-nums">
                  {t('admin.figures.evaluations.waiting', { count: waiting.count })}
                </strong>
                {waiting.oldest_at ? (
                  <span className="block text-muted">
                    {t('admin.figures.evaluations.oldest', { date: formatDateTime(waiting.oldest_at) })}
                  </span>
                ) : null}
              </p>
            ) : null
          }
          isEmpty={waiting.count === 0}
          empty={t('admin.figures.evaluations.empty')}
          chart={chart('evaluations')}
          table={
            <FiguresTable
              caption={t('admin.figures.evaluations.title')}
              columns={[t('admin.figures.evaluations.bucket'), t('admin.figures.evaluations.count')]}
              rows={(['under_1_day', 'from_1_to_3_days', 'over_3_days'] as const).map((bucket) => [
                t(`admin.figures.evaluations.buckets.${bucket}`),
                waiting[bucket],
              ])}
            />
          }
        />
      ) : null}
      {claims ? (
        <ChartCard
          title={t('admin.figures.claims.title')}
          summary={
            claims.total > 0 ? (
              <p className="text-sm font-bold text-ink">
                {t('admin.figures.claims.total', { count: claims.total })}
              </p>
            ) : null
          }
          isEmpty={claims.total === 0}
          empty={t('admin.figures.claims.empty')}
          chart={chart('claims')}
          table={
            <FiguresTable
              caption={t('admin.figures.claims.title')}
              columns={[t('admin.figures.claims.type'), t('admin.figures.claims.open')]}
              rows={claims.by_type.map((row) => [row.claim_type_name, row.open])}
            />
          }
        />
      ) : null}
    </div>
  );
}

/**
 * The dashboard's figures of a period (GET /dashboard): the period picker (kept in
 * the address: ?desde=&hasta=), the totals and one chart card per figure.
 */
export function FiguresPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = madridDate(new Date()) ?? new Date().toISOString().slice(0, 10);
  const range = rangeFromParams(params, today);
  const problem = rangeProblem(range);
  const query = useDashboard(range, problem === null);
  const setRange = (next: DateRange) =>
    setParams(
      (previous) => {
        const merged = new URLSearchParams(previous);
        merged.set(RANGE_PARAMS.from, next.from);
        merged.set(RANGE_PARAMS.to, next.to);
        return merged;
      },
      { replace: true },
    );
  const data = problem === null ? query.data : undefined;
  return (
    <section aria-labelledby="figures-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6">
        <div>
          <h2 id="figures-title" className="text-lg font-bold text-ink">
            {t('admin.figures.title')}
          </h2>
          <p className="text-sm text-muted">{t('admin.figures.intro')}</p>
        </div>
        <RangePicker range={range} today={today} onChange={setRange} />
        {problem ? (
          <Alert tone="danger">
            {t(`admin.figures.rangeProblem.${problem}`, { days: DASHBOARD_MAX_DAYS })}
          </Alert>
        ) : null}
        {problem === null && query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : null}
        {problem === null && !data && !query.isError ? (
          <p className="flex items-center gap-2 text-muted">
            <Spinner size="sm" />
            {t('admin.figures.loading')}
          </p>
        ) : null}
        {data ? (
          <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-live="polite">
            <Stat
              label={t('admin.figures.stats.policies')}
              value={countFormat.format(data.totals.policies)}
            />
            <Stat
              label={t('admin.figures.stats.premium')}
              value={formatEuro(data.totals.premium_cents)}
              hint={t('admin.figures.stats.premiumHint')}
            />
            {data.receipts ? (
              <>
                <Stat
                  label={t('admin.figures.stats.collected')}
                  value={formatEuro(data.receipts.collected.cents)}
                  hint={t('admin.figures.stats.collectedHint', { count: data.receipts.collected.count })}
                />
                <Stat
                  label={t('admin.figures.stats.returned')}
                  value={formatEuro(data.receipts.returned.cents)}
                  hint={t('admin.figures.stats.returnedHint', { count: data.receipts.returned.count })}
                />
                <Stat
                  label={t('admin.figures.stats.unpaid')}
                  value={formatEuro(data.receipts.unpaid.cents)}
                  hint={t('admin.figures.stats.unpaidHint', { count: data.receipts.unpaid.count })}
                />
              </>
            ) : null}
            <Stat
              label={t('admin.figures.stats.renewalsComing', { days: data.renewals.coming.days })}
              value={countFormat.format(data.renewals.coming.total)}
              hint={t('admin.figures.stats.renewalsComingHint', data.renewals.coming)}
            />
            <Stat
              label={t('admin.figures.stats.renewalRate')}
              value={
                data.renewals.last_year.rate_percent === null
                  ? '—'
                  : `${percentFormat.format(data.renewals.last_year.rate_percent)} %`
              }
              hint={t('admin.figures.stats.renewalRateHint', {
                renewed: data.renewals.last_year.renewed,
                notRenewed: data.renewals.last_year.not_renewed,
              })}
            />
          </ul>
        ) : null}
      </div>
      {data ? <Charts data={data} /> : null}
    </section>
  );
}
