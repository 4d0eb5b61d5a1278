import type { PolicySummary } from '@amparo/contract';
import { formatEuro, Periodicity } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { adminPolicyPath } from '../../../navigation/paths';
import { formatDate } from '../../../ui/format';
import { EmailText } from '../components/email-text';
import { SortHeader, sortState } from '../components/sort-header';
import { PolicyStatusBadge } from './policy-status-badge';

const column = createColumnHelper<PolicySummary>();

export function periodicityLabel(t: TFunction, periodicity: number): string {
  return periodicity === Periodicity.YEARLY ? t('admin.policies.perYear') : t('admin.policies.perMonth');
}

/** The list's order and how a header changes it; without it, headers are plain text. */
export type PolicyColumnsSort = { sort: string; onSort: (sort: string) => void };

function sortable(
  label: string,
  sortKey: string,
  sorting: PolicyColumnsSort | undefined,
  firstDirection: 'asc' | 'desc' = 'asc',
) {
  if (!sorting) return { header: label };
  return {
    header: () => (
      <SortHeader
        label={label}
        sortKey={sortKey}
        sort={sorting.sort}
        firstDirection={firstDirection}
        onSort={sorting.onSort}
      />
    ),
    meta: { label, ariaSort: sortState(sorting.sort, sortKey) },
  };
}

export function buildPolicyColumns(t: TFunction, sorting?: PolicyColumnsSort) {
  return [
    column.accessor('number', {
      ...sortable(t('admin.policies.columns.number'), 'number', sorting),
      cell: ({ row, getValue }) => (
        <div>
          <Link
            to={adminPolicyPath(row.original.id)}
            className="font-semibold whitespace-nowrap text-brand-strong underline-offset-2 hover:underline"
          >
            {getValue()}
          </Link>
          <p className="whitespace-nowrap text-muted tabular-nums">
            <span className="sr-only">{t('admin.policies.columns.date')}: </span>
            {formatDate(row.original.created_at)}
          </p>
        </div>
      ),
    }),
    column.display({
      id: 'holder',
      ...(() => {
        const { meta, ...rest } = sortable(t('admin.policies.columns.holder'), 'complete_name', sorting);
        return { ...rest, meta: { ...meta, cardWide: true } };
      })(),
      cell: ({ row: { original } }) => (
        <div className="min-w-0">
          <p className="font-semibold">{original.complete_name}</p>
          <p className="break-words text-muted">
            <EmailText email={original.email} />
          </p>
        </div>
      ),
    }),
    column.display({
      id: 'product',
      header: t('admin.policies.columns.product'),
      cell: ({ row: { original } }) => (
        <div>
          <p>{original.product.name}</p>
          <p className="text-muted">{original.devices.join(', ') || '—'}</p>
        </div>
      ),
    }),
    column.accessor('status', {
      header: t('admin.policies.columns.status'),
      cell: (info) => <PolicyStatusBadge status={info.getValue()} />,
    }),
    column.display({
      id: 'premium',
      ...sortable(t('admin.policies.columns.premium'), 'premium', sorting, 'desc'),
      cell: ({ row: { original } }) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatEuro(original.premium)}
          <span className="text-muted"> {periodicityLabel(t, original.periodicity)}</span>
        </span>
      ),
    }),
    column.accessor('store_name', {
      header: t('admin.policies.columns.store'),
      cell: (info) => info.getValue() ?? <span className="text-muted">{t('admin.policies.direct')}</span>,
    }),
  ];
}
