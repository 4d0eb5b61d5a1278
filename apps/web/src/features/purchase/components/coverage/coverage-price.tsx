import type { QuotedCoverage } from '@amparo/contract';
import { formatEuro, Periodicity, updateCoveragePrice } from '@amparo/domain';
import { useTranslation } from 'react-i18next';
import { receiptPrice } from '../../model/receipt-price';

/**
 * Spec 4 coverage price update: the per-receipt price of the chosen
 * periodicity is the big figure, the other one is the small one. With a
 * discount the discounted receipts are shown and the list price is struck out.
 */
export function CoveragePrice({
  coverage,
  periodicity,
}: {
  coverage: QuotedCoverage;
  periodicity: Periodicity;
}) {
  const { t } = useTranslation();
  const listed = updateCoveragePrice(coverage, periodicity).price;
  const paid = receiptPrice(coverage, periodicity);
  const isDiscounted = paid !== listed;
  const isMonthly = periodicity === Periodicity.MONTHLY;
  return (
    <div className="flex flex-col gap-0.5" data-testid="coverage-price">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-extrabold text-ink">{formatEuro(paid)}</span>
        <span className="text-base font-semibold text-muted">
          {isMonthly ? t('purchase.coverage.perMonth') : t('purchase.coverage.perYear')}
        </span>
        {isDiscounted ? (
          <span className="ml-1 text-sm text-muted line-through">
            <span className="sr-only">{t('purchase.coverage.before')} </span>
            {formatEuro(listed)}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-muted">
        {isMonthly
          ? t('purchase.coverage.orYearly', { price: formatEuro(coverage.discounted_yearly) })
          : t('purchase.coverage.orMonthly', { price: formatEuro(coverage.discounted_monthly) })}
      </p>
    </div>
  );
}
