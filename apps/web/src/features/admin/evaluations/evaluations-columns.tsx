import type { EvaluationQueueItem } from '@amparo/contract';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { adminEvaluationPath } from '../../../navigation/paths';
import { Badge } from '../../../ui/badge';
import { formatDateTime } from '../../../ui/format';

const column = createColumnHelper<EvaluationQueueItem>();

export function buildEvaluationColumns(t: TFunction) {
  return [
    column.accessor('policy_number', {
      header: t('admin.evaluations.columns.policy'),
      meta: { cardWide: true },
      cell: ({ row: { original } }) => (
        <div className="min-w-0">
          <Link
            to={adminEvaluationPath(original.id)}
            aria-label={t('admin.evaluations.open', { policy: original.policy_number })}
            className="font-semibold whitespace-nowrap text-brand-strong underline-offset-2 hover:underline"
          >
            {original.policy_number}
          </Link>
          <p className="text-muted">{original.holder_name}</p>
        </div>
      ),
    }),
    column.accessor('device', { header: t('admin.evaluations.columns.device') }),
    column.accessor('attempt', {
      header: t('admin.evaluations.columns.attempt'),
      cell: ({ row: { original } }) => (
        <div className="whitespace-nowrap tabular-nums">
          <p>{t('admin.evaluations.attempt', { attempt: original.attempt })}</p>
          {original.source === 'staff' ? (
            <p className="text-muted">{t('admin.evaluations.staffSource')}</p>
          ) : null}
        </div>
      ),
    }),
    column.accessor('created_at', {
      header: t('admin.evaluations.columns.received'),
      cell: (info) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span>
      ),
    }),
    column.accessor('checked_at', {
      header: t('admin.evaluations.columns.checked'),
      cell: (info) => {
        const value = info.getValue();
        return value ? (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(value)}</span>
        ) : (
          <span className="text-muted">{t('admin.evaluations.notChecked')}</span>
        );
      },
    }),
    column.accessor('findings', {
      header: t('admin.evaluations.columns.findings'),
      cell: (info) => {
        const count = info.getValue().length;
        return count > 0 ? (
          <Badge tone="warning">{t('admin.evaluations.findingsCount', { count })}</Badge>
        ) : (
          <span className="text-muted">{t('admin.evaluations.noFindings')}</span>
        );
      },
    }),
  ];
}
