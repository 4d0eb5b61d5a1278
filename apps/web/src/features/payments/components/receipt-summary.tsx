import { formatEuro, receiptPeriod } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import { ReceiptBadge, standingOf } from '../../../ui/receipt-badge';
import type { ReceiptToPay } from '../model/receipt-to-pay';

/** What is being paid: the policy, the insured device, the period the receipt covers and its amount. */
export function ReceiptSummary({ receipt }: { receipt: ReceiptToPay }) {
  const { t } = useTranslation();
  const period = receiptPeriod(receipt.activationDate, receipt.periodicity);
  return (
    <dl className="grid gap-4 rounded-2xl bg-page p-5 ring-1 ring-line sm:grid-cols-2">
      {/* A dl holds only dt/dd groups: the badge is a second dd of the amount. */}
      <div className="sm:col-span-2 flex flex-wrap items-center justify-between gap-x-3">
        <dt className="basis-full text-sm font-semibold text-muted">
          {receipt.status === 'PAGADO' ? t('payments.summary.amountPaid') : t('payments.summary.amount')}
        </dt>
        <dd className="text-3xl font-extrabold text-ink tabular-nums">
          {formatEuro(receipt.pendingAmount > 0 ? receipt.pendingAmount : receipt.price)}
        </dd>
        <dd>
          <ReceiptBadge
            status={standingOf({
              display_status: receipt.status,
              activation_date: receipt.activationDate,
              collection: receipt.collection,
            })}
          />
        </dd>
      </div>
      <Item label={t('payments.summary.policy')} value={receipt.policyNumber} />
      <Item label={t('payments.summary.product')} value={receipt.productName} />
      <Item
        label={t('payments.summary.device', { count: receipt.devices.length })}
        value={receipt.devices.join(', ') || receipt.productName}
      />
      <Item
        label={t('payments.summary.period')}
        value={t('payments.summary.periodValue', {
          from: formatDate(period.from),
          to: formatDate(period.to),
        })}
      />
    </dl>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-base font-semibold text-ink wrap-anywhere">{value}</dd>
    </div>
  );
}
