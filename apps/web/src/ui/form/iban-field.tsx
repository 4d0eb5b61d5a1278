import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../field';
import { IbanInput } from '../iban-input';

/** The IBAN of a direct debit as a form field: label, hint, error and the grouped input. */
export function IbanField<T extends FieldValues, TOut>({
  control,
  name,
  error,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('purchase.payment.iban')} hint={t('purchase.payment.ibanHint')} error={error}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <IbanInput
              {...aria}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onValueChange={field.onChange}
            />
          )}
        />
      )}
    </Field>
  );
}
