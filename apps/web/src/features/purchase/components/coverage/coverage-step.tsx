import type { QuotedCoverage } from '@amparo/contract';
import {
  DEFAULT_POLICY_TYPE,
  formatAmount,
  normalizeDiscountCode,
  Periodicity,
  selectCoverage,
} from '@amparo/domain';
import { Check } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../api/http';
import { Alert } from '../../../../ui/alert';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { ChoiceGroup } from '../../../../ui/choice-group';
import { usePurchaseFlow } from '../../hooks/purchase-flow';
import { useDraftQuote } from '../../hooks/use-draft-quote';
import { useStepForm } from '../../hooks/use-step-form';
import { draftDeviceLabel } from '../../model/device-label';
import { receiptPrice } from '../../model/receipt-price';
import { CoverageStepSchema, coverageStepValues } from '../../model/step-schemas';
import { StepActions } from '../step-actions';
import { CoveragePrice } from './coverage-price';
import { DiscountField } from './discount-field';
import { PeriodicitySwitch } from './periodicity-switch';

/** Spec 3 / 9: the top cover is chosen unless the customer picks another. */
export function defaultCoverage(list: readonly QuotedCoverage[]): QuotedCoverage | null {
  const topIndex = list.findIndex((coverage) => coverage.tier === DEFAULT_POLICY_TYPE);
  return selectCoverage(list, topIndex >= 0 ? topIndex : list.length - 1);
}

const PLACEHOLDER_SLOTS = ['basic', 'intermediate', 'top'] as const;

/** Step b: the coverage slots with their prices, periodicity and discount code. */
export function CoverageStep() {
  const { t } = useTranslation();
  const { draft, setDraft, complete, goTo } = usePurchaseFlow();
  const form = useStepForm(CoverageStepSchema, coverageStepValues(draft));
  const { quote, discount } = useDraftQuote(draft);
  const coverages = quote.data?.coverages ?? [];
  const isKnown = coverages.some((coverage) => coverage.product_id === draft.productId);

  useEffect(() => {
    if (coverages.length === 0 || isKnown) return;
    const chosen = defaultCoverage(coverages);
    if (chosen) setDraft((d) => ({ ...d, productId: chosen.product_id }));
  }, [coverages, isKnown, setDraft]);

  // A code the server refused (unknown, spent, another store's) is shown by
  // the discount field as it is typed, and keeps the step from moving on.
  const isDiscountRefused = Boolean(draft.discountCode.trim()) && discount.isError;
  const errors = isDiscountRefused
    ? { ...form.errors, discount_code: form.errors.discount_code ?? errorMessage(discount.error) }
    : form.errors;
  const onContinue = form.handleSubmit(() => {
    if (isDiscountRefused || !isKnown) return;
    complete('coverage', { ...draft, discountCode: normalizeDiscountCode(draft.discountCode) });
  });

  return (
    <form noValidate onSubmit={onContinue} className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PeriodicitySwitch
          value={draft.periodicity}
          onChange={(periodicity) => setDraft((d) => ({ ...d, periodicity }))}
        />
        {quote.data ? (
          <p className="text-sm text-muted">
            {t('purchase.coverage.forDevice', {
              device: draftDeviceLabel(draft, t) || quote.data.device.label,
            })}
          </p>
        ) : null}
      </div>

      {quote.isError ? (
        <Alert>
          <p>{errorMessage(quote.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => goTo('device')}>
            {t('purchase.coverage.changeDevice')}
          </Button>
        </Alert>
      ) : null}

      {quote.isPending && !quote.isError ? (
        <ul
          className="grid gap-4 md:grid-cols-3"
          aria-busy="true"
          aria-label={t('purchase.coverage.loading')}
        >
          {PLACEHOLDER_SLOTS.map((slot) => (
            <li key={slot} className="h-56 animate-pulse rounded-2xl bg-page ring-1 ring-line" />
          ))}
        </ul>
      ) : null}

      {coverages.length > 0 ? (
        <ChoiceGroup
          label={t('purchase.coverage.groupLabel')}
          value={draft.productId === null ? null : String(draft.productId)}
          onValueChange={(value) => setDraft((d) => ({ ...d, productId: Number(value) }))}
          isInvalid={Boolean(errors.product_id)}
          className={coverages.length > 1 ? 'md:grid-cols-3' : 'max-w-md'}
          itemClassName={quote.isPlaceholderData ? 'opacity-70' : undefined}
          options={coverages.map((coverage) => ({
            value: String(coverage.product_id),
            ariaLabel: `${coverage.name}, ${t('purchase.coverage.ariaPrice', {
              price: formatAmount(receiptPrice(coverage, draft.periodicity)),
            })}`,
            content: <CoverageCard coverage={coverage} periodicity={draft.periodicity} />,
          }))}
        />
      ) : null}
      {errors.product_id ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.product_id}
        </p>
      ) : null}

      {quote.data?.coverages[0] ? (
        <p className="text-sm text-muted">
          {draft.periodicity === Periodicity.MONTHLY
            ? t('purchase.coverage.monthlyNote')
            : t('purchase.coverage.yearlyNote')}
        </p>
      ) : null}

      <DiscountField error={errors.discount_code} />
      <StepActions isSubmit isDisabled={!isKnown} />
    </form>
  );
}

function CoverageCard({ coverage, periodicity }: { coverage: QuotedCoverage; periodicity: Periodicity }) {
  const { t } = useTranslation();
  return (
    <span className="flex h-full flex-col gap-4">
      <span className="flex flex-col items-start gap-2">
        {coverage.tier === 'top' ? <Badge tone="brand">{t('purchase.coverage.recommended')}</Badge> : null}
        <span className="text-lg font-bold text-ink">{coverage.name}</span>
      </span>
      <CoveragePrice coverage={coverage} periodicity={periodicity} />
      <span className="block border-t border-line pt-3">
        <span className="sr-only">{t('purchase.coverage.includes')}</span>
        <span className="flex flex-col gap-1.5">
          {coverage.coverages.map((item) => (
            <span key={item} className="flex items-start gap-2 text-sm text-ink">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {item}
            </span>
          ))}
        </span>
      </span>
    </span>
  );
}
