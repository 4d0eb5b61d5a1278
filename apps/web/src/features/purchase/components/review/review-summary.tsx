import { deviceName, formatEuro, Periodicity, productTypeName } from '@amparo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../ui/format';
import { usePurchaseFlow } from '../../hooks/purchase-flow';
import { useDraftQuote } from '../../hooks/use-draft-quote';
import { productLineOf } from '../../model/product-lines';
import { receiptPrice } from '../../model/receipt-price';
import type { PurchaseStep } from '../../model/steps';
import { fullName } from '../holder-step';

function Section({ title, step, children }: { title: string; step: PurchaseStep; children: ReactNode }) {
  const { t } = useTranslation();
  const { goTo } = usePurchaseFlow();
  return (
    <div className="flex flex-col gap-2 py-4 first:pt-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-muted uppercase">{title}</h3>
        <div className="mt-1 text-base text-ink">{children}</div>
      </div>
      <button
        type="button"
        onClick={() => goTo(step)}
        aria-label={t('purchase.review.editAria', { section: title })}
        className="min-h-11 w-fit shrink-0 rounded-full px-3 font-semibold text-brand-strong underline-offset-4 hover:underline"
      >
        {t('purchase.review.edit')}
      </button>
    </div>
  );
}

/** Everything the customer chose, each block with a link back to its step. */
export function ReviewSummary() {
  const { t } = useTranslation();
  const { draft } = usePurchaseFlow();
  const { quote, discount } = useDraftQuote(draft);
  const coverage = quote.data?.coverages.find((item) => item.product_id === draft.productId);
  const line = productLineOf(draft.productTypeId);
  const price = coverage ? receiptPrice(coverage, draft.periodicity) : null;
  return (
    <div className="divide-y divide-line">
      <Section title={t('purchase.steps.device')} step="device">
        <p className="font-semibold">{productTypeName(draft.productTypeId)}</p>
        {line.asksItems ? (
          <ul className="mt-1 flex flex-col gap-1">
            {draft.items.map((item) => (
              <li key={item.key}>
                {[
                  item.device_type || t(`purchase.device.multi.kinds.${item.kind}`),
                  item.brand,
                  item.model,
                ].join(' · ')}{' '}
                <span className="text-muted">
                  ({formatEuro(item.value ?? 0)}, {formatDate(item.purchase_date)})
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {deviceName(draft.device)}{' '}
            <span className="text-muted">({formatEuro(draft.device.value ?? 0)})</span>
            {draft.device.part_number ? (
              <span className="block text-sm text-muted">
                {t('purchase.device.partNumber')}: {draft.device.part_number}
              </span>
            ) : null}
            {draft.device.purchase_date ? (
              <span className="block text-sm text-muted">
                {t('purchase.device.purchaseDate')}: {formatDate(draft.device.purchase_date)}
              </span>
            ) : null}
          </p>
        )}
      </Section>
      <Section title={t('purchase.steps.coverage')} step="coverage">
        <p className="font-semibold">{coverage?.name ?? '—'}</p>
        <p>
          {price !== null ? formatEuro(price) : '—'}{' '}
          {draft.periodicity === Periodicity.MONTHLY
            ? t('purchase.coverage.perMonth')
            : t('purchase.coverage.perYear')}
        </p>
        {discount.data ? (
          <p className="text-sm font-semibold text-success">
            {draft.discountCode}: {discount.data.label}
          </p>
        ) : null}
      </Section>
      <Section title={t('purchase.steps.holder')} step="holder">
        <p className="font-semibold">{fullName(draft.holder)}</p>
        <p className="break-words">
          {draft.holder.document_code.toUpperCase()} · {draft.holder.email}
        </p>
        <p>{draft.holder.phone}</p>
      </Section>
      <Section title={t('purchase.steps.payment')} step="payment">
        <p className="font-semibold">
          {draft.paymentMethod === 'card' ? t('purchase.payment.card') : t('purchase.payment.debit')}
        </p>
        {draft.paymentMethod === 'direct_debit' ? <p className="font-mono break-all">{draft.iban}</p> : null}
      </Section>
    </div>
  );
}
