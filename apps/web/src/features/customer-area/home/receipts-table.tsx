import type { CustomerPolicy } from '@amparo/contract';
import { formatEuro } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import { ReceiptBadge } from '../../../ui/receipt-badge';

type Payment = CustomerPolicy['payments'][number];

/** Receipts as a list of rows: readable on a phone without sideways scrolling. */
export function ReceiptsTable({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation();
  if (payments.length === 0) return <p className="text-sm text-muted">{t('customer.policy.noReceipts')}</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs font-bold text-muted uppercase">
        <tr>
          <th scope="col" className="py-2 pr-3">
            {t('customer.policy.receiptDate')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            {t('customer.policy.receiptAmount')}
          </th>
          <th scope="col" className="py-2 text-right">
            {t('customer.policy.receiptStatus')}
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} className="border-t border-line">
            <td className="py-2.5 pr-3 tabular-nums">
              {formatDate(payment.payment_date ?? payment.activation_date)}
            </td>
            <td className="py-2.5 pr-3 text-right font-semibold tabular-nums">
              {formatEuro(payment.price)}
              {payment.display_status === 'IMPAGADO' && payment.pending_amount !== payment.price ? (
                <span className="block text-xs font-normal text-danger">
                  {t('customer.policy.pending', { amount: formatEuro(payment.pending_amount) })}
                </span>
              ) : null}
            </td>
            <td className="py-2.5 text-right">
              <ReceiptBadge status={payment.display_status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
