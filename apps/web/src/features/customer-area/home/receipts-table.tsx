import type { CustomerPolicy } from '@amparo/contract';
import { canPayReceiptNow, formatEuro, madridDate } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { payReceiptPath } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { ReceiptBadge, ReceiptCollectionNote, standingOf } from '../../../ui/receipt-badge';

type Payment = CustomerPolicy['payments'][number];

/** The day a receipt is shown at: when it was paid, else when it falls due (a Madrid calendar day). */
const dayOf = (payment: Payment) => madridDate(payment.payment_date ?? payment.activation_date) ?? '';

/**
 * In date order, as a statement reads: a refund (a later receipt number) sits on the day it was
 * given back, after the receipt it refunds, not at the end of the year's schedule.
 */
export const byDate = (payments: readonly Payment[]) =>
  [...payments].sort((a, b) => dayOf(a).localeCompare(dayOf(b)) || a.sequence - b.sequence);

/**
 * Receipts as a list of rows: readable on a phone without sideways scrolling. An unpaid one the
 * customer pays (IMPAGADO, spec 4, and not being collected by the bank: canPayReceiptNow) carries
 * 'Pagar ahora', to its `payments` page; one the bank collects says when instead.
 */
export function ReceiptsTable({
  payments,
  policy,
}: {
  payments: readonly Payment[];
  policy: Pick<CustomerPolicy, 'id' | 'number'>;
}) {
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
        {byDate(payments).map((payment) => (
          <tr key={payment.id} className="border-t border-line">
            <td className="py-2.5 pr-3 tabular-nums">
              {formatDate(payment.payment_date ?? payment.activation_date)}
            </td>
            <td className="py-2.5 pr-3 text-right font-semibold tabular-nums">
              {formatEuro(payment.price)}
              {payment.refund_reason ? (
                <span className="block max-w-48 text-xs font-normal break-words text-muted sm:max-w-none">
                  {t('customer.policy.refundReason', { reason: payment.refund_reason })}
                </span>
              ) : null}
              {payment.display_status === 'IMPAGADO' && payment.pending_amount !== payment.price ? (
                <span className="block text-xs font-normal text-danger">
                  {t('customer.policy.pending', { amount: formatEuro(payment.pending_amount) })}
                </span>
              ) : null}
            </td>
            <td className="py-2.5">
              <div className="flex flex-col items-end gap-1.5">
                <ReceiptBadge status={standingOf(payment)} />
                <ReceiptCollectionNote receipt={payment} />
                {canPayReceiptNow(payment) ? (
                  <Button asChild size="sm" className="whitespace-nowrap">
                    <Link
                      to={payReceiptPath(policy.id, payment.id, { policyNumber: policy.number })}
                      aria-label={t('customer.policy.payNowLabel', {
                        date: formatDate(payment.activation_date),
                        amount: formatEuro(payment.pending_amount),
                      })}
                    >
                      {t('customer.policy.payNow')}
                    </Link>
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
