import { Plus, X } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import type { UpdateProductValues } from './catalog-api';
import type { ProductFormValues } from './product-form-schema';

type CoveragesEditorProps = {
  control: Control<ProductFormValues, unknown, UpdateProductValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

/** What the product covers, one line each, in the order the customer reads them. */
export function CoveragesEditor({ control, register, errors }: CoveragesEditorProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'coverages' });
  const coverageErrors = errors.coverages as Record<number, { text?: { message?: string } }> | undefined;
  const list = errors.coverages as { message?: string; root?: { message?: string } } | undefined;
  const listError = list?.root?.message ?? list?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-ink">{t('admin.catalog.coverages.title')}</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.catalog.coverages.empty')}</p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const id = `coverage-${field.id}`;
          const error = coverageErrors?.[index]?.text?.message;
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <label htmlFor={id} className="sr-only">
                  {t('admin.catalog.coverages.item', { number: index + 1 })}
                </label>
                <Input
                  id={id}
                  {...register(`coverages.${index}.text`)}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t('admin.catalog.coverages.remove', { number: index + 1 })}
                  title={t('admin.catalog.coverages.remove', { number: index + 1 })}
                  className="flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-danger-soft hover:text-danger"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </div>
              {error ? (
                <p id={`${id}-error`} className="text-sm font-medium text-danger">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ text: '' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.catalog.coverages.add')}
        </Button>
      </div>
    </fieldset>
  );
}
