import type { PaymentListItem } from '@amparo/contract';
import { formatEuro, paymentMethodTypeName } from '@amparo/domain';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { adminPolicyPath } from '../../../navigation/paths';
import { formatDate } from '../../../ui/format';
import { ReceiptBadge, ReceiptCollectionNote, standingOf } from '../../../ui/receipt-badge';

const column = createColumnHelper<PaymentListItem>();

export function buildPaymentColumns(t: TFunction) {
  return [
    column.accessor('policy_number', {
      header: t('admin.payments.columns.policy'),
      cell: ({ row: { original } }) => (
        <div className="min-w-0">
          <Link
            to={adminPolicyPath(original.policy_id)}
            className="font-semibold whitespace-nowrap text-brand-strong underline-offset-2 hover:underline"
          >
            {original.policy_number}
          </Link>
          <p className="text-muted">{original.complete_name}</p>
        </div>
      ),
    }),
    column.accessor('sequence', {
      header: t('admin.payments.columns.receipt'),
      cell: ({ row: { original } }) => (
        <div className="whitespace-nowrap tabular-nums">
          <p>{t('admin.payments.sequence', { sequence: original.sequence })}</p>
          <p className="text-muted">
            <span className="sr-only">{t('admin.payments.columns.activation')}: </span>
            {formatDate(original.activation_date)}
          </p>
        </div>
      ),
    }),
    column.display({
      id: 'amount',
      header: t('admin.payments.columns.amount'),
      cell: ({ row: { original } }) => (
        <div className="whitespace-nowrap tabular-nums">
          <p className="font-semibold">{formatEuro(original.price)}</p>
          {original.payment_date ? (
            <p className="text-muted">
              {t('admin.payments.paidOn', { date: formatDate(original.payment_date) })}
            </p>
          ) : null}
        </div>
      ),
    }),
    column.accessor('payment_method_type', {
      header: t('admin.payments.columns.method'),
      cell: (info) => {
        const type = info.getValue();
        return type === null ? '—' : paymentMethodTypeName(type);
      },
    }),
    column.accessor('display_status', {
      header: t('admin.payments.columns.status'),
      cell: (info) => (
        <>
          <ReceiptBadge status={standingOf(info.row.original)} />
          <ReceiptCollectionNote receipt={info.row.original} forStaff />
        </>
      ),
    }),
    column.accessor('store_name', {
      header: t('admin.payments.columns.store'),
      cell: (info) => info.getValue() ?? <span className="text-muted">{t('admin.payments.direct')}</span>,
    }),
  ];
}
