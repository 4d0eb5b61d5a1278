import { formatEuro, Periodicity, productTypeName } from '@amparo/domain';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { usePurchaseFlow } from '../hooks/purchase-flow';
import { useDraftQuote } from '../hooks/use-draft-quote';
import { draftDeviceLabel } from '../model/device-label';
import { receiptPrice } from '../model/receipt-price';

/** What is being bought so far; beside the steps from 1024 px, above the actions on phones. */
export function OrderSummary() {
  const { t } = useTranslation();
  const { draft } = usePurchaseFlow();
  const { quote, discount } = useDraftQuote(draft);
  const coverage = quote.data?.coverages.find((item) => item.product_id === draft.productId);
  const device = draftDeviceLabel(draft, t);
  const price = coverage ? receiptPrice(coverage, draft.periodicity) : null;
  // Before a coverage is chosen: the cheapest receipt for this device, once there is a device.
  const cheapest = quote.data?.coverages.length
    ? Math.min(...quote.data.coverages.map((item) => receiptPrice(item, draft.periodicity)))
    : null;
  let pending: string = t('purchase.summary.empty');
  if (cheapest !== null) {
    const key = draft.periodicity === Periodicity.MONTHLY ? 'fromMonthly' : 'fromYearly';
    pending = t(`purchase.summary.${key}`, { price: formatEuro(cheapest) });
  } else if (device) {
    pending = quote.isFetching ? t('purchase.coverage.loading') : t('purchase.summary.needsValue');
  }
  return (
    <Card as="section" aria-labelledby="resumen-compra">
      <h2 id="resumen-compra" className="text-lg font-bold text-ink">
        {t('purchase.summary.title')}
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-base">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('purchase.summary.line')}</dt>
          <dd className="text-right font-semibold text-ink">{productTypeName(draft.productTypeId)}</dd>
        </div>
        {device ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('purchase.summary.device')}</dt>
            <dd className="text-right font-semibold text-ink">{device}</dd>
          </div>
        ) : null}
        {coverage ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('purchase.summary.coverage')}</dt>
            <dd className="text-right font-semibold text-ink">{coverage.name}</dd>
          </div>
        ) : null}
      </dl>
      {discount.data ? (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
          <Tag className="size-4" aria-hidden="true" />
          {discount.data.label}
        </p>
      ) : null}
      {price !== null && coverage ? (
        <div className="mt-5 border-t border-line pt-4">
          <p className="flex items-baseline justify-between gap-2">
            <span className="text-muted">
              {draft.periodicity === Periodicity.MONTHLY
                ? t('purchase.summary.monthly')
                : t('purchase.summary.yearly')}
            </span>
            <span className="text-2xl font-extrabold text-ink">{formatEuro(price)}</span>
          </p>
          <p className="mt-1 text-right text-sm text-muted">
            {t('purchase.summary.firstYear', { total: formatEuro(coverage.first_year_total) })}
          </p>
        </div>
      ) : (
        <p className="mt-5 border-t border-line pt-4 text-sm text-muted" aria-live="polite">
          {pending}
        </p>
      )}
    </Card>
  );
}
