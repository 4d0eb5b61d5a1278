import { Action } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { esAdminOperations } from '../../../i18n/es-admin-operations';
import { Badge } from '../../../ui/badge';
import { formatDateTime } from '../../../ui/format';
import { DataTable } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { RequirePermission } from '../shell/require-permission';
import { RunNowButton } from './run-now-button';
import { type FailedJob, type Schedule, useSchedules } from './schedules-api';

type KnownName = keyof typeof esAdminOperations.admin.operations.names;
const isKnownName = (name: string): name is KnownName => name in esAdminOperations.admin.operations.names;

const schedule = createColumnHelper<Schedule>();
const failed = createColumnHelper<FailedJob>();

function useJobLabel() {
  const { t } = useTranslation();
  // A kind the web does not know yet (a newer server) shows its code.
  return useCallback((name: string) => (isKnownName(name) ? t(`admin.operations.names.${name}`) : name), [t]);
}

function RunNowCell({ row }: { row: { original: Schedule } }) {
  const label = useJobLabel();
  return <RunNowButton schedule={row.original} label={label(row.original.name)} />;
}

function LastRun({ run }: { run: Schedule['last_run'] }) {
  const { t } = useTranslation();
  if (!run) return <span className="text-muted">{t('admin.operations.never')}</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(run.finished_at)}</span>
        <Badge tone={run.result === 'ok' ? 'success' : 'danger'}>
          {t(run.result === 'ok' ? 'admin.operations.ok' : 'admin.operations.failed')}
        </Badge>
      </span>
      {run.error ? <span className="text-sm break-words text-danger">{run.error}</span> : null}
    </div>
  );
}

function Operations() {
  const { t } = useTranslation();
  const label = useJobLabel();
  const list = useSchedules();

  const scheduleColumns = useMemo(
    () => [
      schedule.accessor('name', {
        header: t('admin.operations.columns.name'),
        cell: (info) => (
          <div className="flex flex-col">
            <span className="font-semibold text-ink">{label(info.getValue())}</span>
            <code className="text-xs text-muted">{info.getValue()}</code>
          </div>
        ),
      }),
      schedule.accessor('schedule', {
        header: t('admin.operations.columns.schedule'),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{row.original.schedule}</span>
            <code className="text-xs text-muted">{row.original.cron}</code>
          </div>
        ),
      }),
      schedule.accessor('last_run', {
        header: t('admin.operations.columns.lastRun'),
        cell: ({ row }) =>
          row.original.is_running ? (
            <Badge tone="info">{t('admin.operations.running')}</Badge>
          ) : (
            <LastRun run={row.original.last_run} />
          ),
      }),
      schedule.accessor('next_run_at', {
        header: t('admin.operations.columns.nextRun'),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">
            {info.getValue() ? formatDateTime(info.getValue()) : t('admin.operations.notScheduled')}
          </span>
        ),
      }),
      schedule.display({
        id: 'actions',
        header: t('admin.operations.columns.actions'),
        // A component of its own, not an inline function: a new function each time the columns are
        // built (t changes when a text bundle loads) would remount the button and lose its run.
        cell: RunNowCell,
      }),
    ],
    [t, label],
  );

  const failedColumns = useMemo(
    () => [
      failed.accessor('kind', {
        header: t('admin.operations.columns.kind'),
        cell: (info) => (
          <div className="flex flex-col">
            <span className="font-semibold text-ink">{label(info.getValue())}</span>
            <code className="text-xs text-muted">#{info.row.original.id}</code>
          </div>
        ),
      }),
      failed.accessor('failed_at', {
        header: t('admin.operations.columns.failedAt'),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>
        ),
      }),
      failed.accessor('attempts', { header: t('admin.operations.columns.attempts') }),
      failed.accessor('last_error', {
        header: t('admin.operations.columns.error'),
        meta: { cardWide: true },
        cell: (info) => <span className="break-words text-danger">{info.getValue() ?? ''}</span>,
      }),
    ],
    [t, label],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('admin.operations.title')} description={t('admin.operations.description')} />
      {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <section aria-labelledby="schedules-title" className="flex flex-col gap-3">
        <h2 id="schedules-title" className="text-xl font-bold text-ink">
          {t('admin.operations.schedulesTitle')}
        </h2>
        <DataTable
          caption={t('admin.operations.schedulesTitle')}
          columns={scheduleColumns}
          data={list.data?.schedules ?? []}
          isLoading={list.isPending}
          getRowId={(row) => row.name}
        />
      </section>
      <section aria-labelledby="failed-title" className="flex flex-col gap-3">
        <h2 id="failed-title" className="text-xl font-bold text-ink">
          {t('admin.operations.failedTitle')}
        </h2>
        <p className="text-base text-muted">{t('admin.operations.failedHint')}</p>
        <DataTable
          caption={t('admin.operations.failedTitle')}
          columns={failedColumns}
          data={list.data?.failed_jobs ?? []}
          isLoading={list.isPending}
          getRowId={(row) => String(row.id)}
          emptyText={t('admin.operations.failedEmpty')}
        />
      </section>
    </div>
  );
}

/** /admin/operaciones */
export default function OperationsPage() {
  return (
    <RequirePermission action={Action.SCHEDULES_MANAGE}>
      <Operations />
    </RequirePermission>
  );
}
