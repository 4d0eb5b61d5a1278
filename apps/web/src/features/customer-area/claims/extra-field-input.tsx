import type { ClaimExtraField } from '@amparo/domain';
import { useId } from 'react';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/checkbox';
import { Field, Input } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { ChoiceField } from './choice-field';
import type { ClaimFormOutput, ClaimFormValues } from './claim-form-schema';

type ExtraFieldInputProps = {
  field: ClaimExtraField;
  control: Control<ClaimFormValues, unknown, ClaimFormOutput>;
  register: UseFormRegister<ClaimFormValues>;
  error: string | undefined;
};

/** The spec's 'Si'/'No' options read 'Sí'/'No' on screen; the stored answer stays as the spec spells it. */
function optionLabel(option: string, yes: string) {
  return option === 'Si' ? yes : option;
}

/** A checkbox (the scooter's incapacity resolution): its label beside it, its hint below. */
function CheckboxField({ field, control }: Pick<ExtraFieldInputProps, 'field' | 'control'>) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Controller
        control={control}
        name={`extra_fields.${field.id}`}
        render={({ field: control }) => (
          <Checkbox
            checked={control.value === true}
            onCheckedChange={control.onChange}
            label={field.label}
            describedBy={field.helper ? hintId : undefined}
          />
        )}
      />
      {field.helper ? (
        <p id={hintId} className="pl-9 text-sm text-muted">
          {field.helper}
        </p>
      ) : null}
    </div>
  );
}

/** One extra field of the claim form (spec 3 Claim extra field), whatever its type. */
export function ExtraFieldInput({ field, control, register, error }: ExtraFieldInputProps) {
  const { t } = useTranslation();
  const name = `extra_fields.${field.id}` as const;
  const label = field.required ? field.label : `${field.label} ${t('claims.form.optional')}`;
  const options = field.options ?? [];

  // A checkbox is never required (an unticked one answers 'no'): it has no error to show.
  if (field.type === 'checkbox') return <CheckboxField field={field} control={control} />;
  if (field.type === 'toggle')
    return (
      <ChoiceField
        control={control}
        name={name}
        label={label}
        hint={field.helper}
        error={error}
        className="grid-cols-2 sm:max-w-xs"
        itemClassName="py-3"
        options={options.map((option) => ({
          value: option,
          content: <span className="font-semibold">{optionLabel(option, t('claims.yes'))}</span>,
        }))}
      />
    );
  return (
    <Field label={label} hint={field.helper} error={error}>
      {(aria) => {
        if (field.type === 'textarea') return <Textarea {...aria} {...register(name)} rows={3} />;
        if (field.type === 'select')
          return (
            <Select {...aria} {...register(name)}>
              <option value="">{t('claims.form.choose')}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {optionLabel(option, t('claims.yes'))}
                </option>
              ))}
            </Select>
          );
        return <Input {...aria} {...register(name)} type={field.type === 'date' ? 'date' : 'text'} />;
      }}
    </Field>
  );
}
