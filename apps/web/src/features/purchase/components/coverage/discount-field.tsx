import { normalizeDiscountCode } from '@amparo/domain';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../api/http';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { Field, Input } from '../../../../ui/field';
import { Spinner } from '../../../../ui/spinner';
import { useDiscountValidation } from '../../api/quote-api';
import { usePurchaseFlow } from '../../hooks/purchase-flow';

/** Discount code, validated live against GET /discounts/validate: its label, or why not. */
export function DiscountField({ error }: { error?: string | undefined }) {
  const { t } = useTranslation();
  const { draft, setDraft } = usePurchaseFlow();
  const code = useDebouncedValue(normalizeDiscountCode(draft.discountCode), 400);
  const validation = useDiscountValidation(code, draft.productTypeId, draft.storeId);
  const isChecking = validation.isFetching || code !== normalizeDiscountCode(draft.discountCode);
  const reason = code.length >= 3 && validation.isError ? errorMessage(validation.error) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Field
        label={t('purchase.coverage.discountLabel')}
        hint={t('purchase.coverage.discountHint')}
        error={error ?? reason}
      >
        {(aria) => (
          <div className="relative max-w-xs">
            <Input
              {...aria}
              value={draft.discountCode}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
              onChange={(e) => setDraft((d) => ({ ...d, discountCode: e.target.value.toUpperCase() }))}
            />
            {isChecking && draft.discountCode.trim().length >= 3 ? (
              <Spinner size="sm" className="absolute top-1/2 right-3.5 -translate-y-1/2" />
            ) : null}
          </div>
        )}
      </Field>
      <div aria-live="polite">
        {validation.data && !isChecking ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('purchase.coverage.discountApplied', { label: validation.data.label })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
