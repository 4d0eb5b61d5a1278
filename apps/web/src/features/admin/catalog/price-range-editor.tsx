import { Plus, Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import type { UpdateProductValues } from './catalog-api';
import { PRICE_FIELDS, type ProductFormValues } from './product-form-schema';

type PriceRangeEditorProps = {
  control: Control<ProductFormValues, unknown, UpdateProductValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

export const PRICE_LIST_ERROR_ID = 'price-ranges-error';

/** The range-level rule (no overlaps, at least one) is reported on the list itself. */
function listError(errors: FieldErrors<ProductFormValues>): string | undefined {
  const prices = errors.prices as { message?: string; root?: { message?: string } } | undefined;
  return prices?.root?.message ?? prices?.message;
}

/**
 * Price ranges in euros: device value from (inclusive) to (exclusive) and the
 * monthly and yearly premium. Saved as a whole: the server replaces the table.
 */
export function PriceRangeEditor({ control, register, errors }: PriceRangeEditorProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'prices' });
  const prices = useWatch({ control, name: 'prices' });
  const rangeErrors = errors.prices as Record<number, Record<string, { message?: string }>> | undefined;
  const overlap = listError(errors);
  const addRange = () => {
    // A new range starts where the highest one ends, the usual way to extend a table.
    const last = prices.at(-1);
    append({ min_value: last?.max_value ?? '0,00', max_value: '', price_monthly: '', price_yearly: '' });
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-ink">{t('admin.catalog.prices.title')}</legend>
      <p className="text-sm text-muted">{t('admin.catalog.prices.hint')}</p>
      <div
        className="hidden grid-cols-[repeat(4,minmax(0,1fr))_2.25rem] gap-2 text-xs font-bold text-muted uppercase sm:grid"
        aria-hidden="true"
      >
        {PRICE_FIELDS.map((key) => (
          <span key={key}>{t(`admin.catalog.prices.${key}`)}</span>
        ))}
      </div>
      <ol className="flex flex-col gap-3 sm:gap-2">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-2 gap-2 rounded-xl border border-line p-3 sm:grid-cols-[repeat(4,minmax(0,1fr))_2.25rem] sm:items-start sm:border-0 sm:p-0"
          >
            {PRICE_FIELDS.map((key) => {
              const id = `price-${field.id}-${key}`;
              const error = rangeErrors?.[index]?.[key]?.message;
              return (
                <div key={key} className="flex flex-col gap-1">
                  <label htmlFor={id} className="text-xs font-semibold text-muted sm:sr-only">
                    {t(`admin.catalog.prices.${key}`)}
                    <span className="sr-only">
                      {' '}
                      {t('admin.catalog.prices.rangeNumber', { number: index + 1 })}
                    </span>
                  </label>
                  <Input
                    id={id}
                    {...register(`prices.${index}.${key}`)}
                    inputMode="decimal"
                    autoComplete="off"
                    className="tabular-nums"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {error ? (
                    <p id={`${id}-error`} className="text-xs font-medium text-danger">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={t('admin.catalog.prices.remove', { number: index + 1 })}
              title={t('admin.catalog.prices.remove', { number: index + 1 })}
              className="col-span-2 flex min-h-9 items-center justify-center gap-1 rounded-full text-sm font-semibold text-danger hover:bg-danger-soft sm:col-span-1 sm:mt-1 sm:size-9"
            >
              <Trash2 className="size-4.5" aria-hidden="true" />
              <span className="sm:sr-only">{t('admin.catalog.prices.removeShort')}</span>
            </button>
          </li>
        ))}
      </ol>
      {overlap ? (
        <p id={PRICE_LIST_ERROR_ID} role="alert" className="text-sm font-medium text-danger">
          {overlap}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" onClick={addRange}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.catalog.prices.add')}
        </Button>
      </div>
    </fieldset>
  );
}
