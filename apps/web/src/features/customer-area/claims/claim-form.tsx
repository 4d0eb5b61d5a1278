import type { CustomerRisk } from '@amparo/contract';
import { claimTypeName, claimTypesFor } from '@amparo/domain';
import { useMemo, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { Textarea } from '../../../ui/textarea';
import { ChoiceField } from './choice-field';
import {
  type ClaimFormContext,
  type ClaimFormOutput,
  type ClaimFormValues,
  claimFormResolver,
  claimTypesOffered,
  extraFieldsFor,
} from './claim-form-schema';
import { ExtraFieldInput } from './extra-field-input';

type ClaimFormProps = {
  context: ClaimFormContext;
  /** The insured items to choose from; one is shown, not asked. */
  risks: readonly CustomerRisk[];
  defaultValues: ClaimFormValues;
  submitLabel: string;
  onSubmit: (values: ClaimFormOutput) => Promise<unknown>;
  onCancel?: () => void;
};

const FORM_PATHS = ['risk_id', 'claim_type_id', 'occurred_at', 'description'];

/** The server's field ('body.extra_fields.brand') as the form's ('extra_fields.brand'); null when not ours. */
function formPathOf(path: string): FieldPath<ClaimFormValues> | null {
  const name = path.replace(/^body\./, '');
  if (FORM_PATHS.includes(name) || /^extra_fields\.[\w-]+$/.test(name))
    return name as FieldPath<ClaimFormValues>;
  return null;
}

/** The claim's own data (spec 3, 5): item, type, date, description, then the type's extra fields. */
export function ClaimForm({
  context,
  risks,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: ClaimFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => claimFormResolver(context), [context]);
  const { control, register, handleSubmit, formState, setError, getValues, setValue, clearErrors } = useForm<
    ClaimFormValues,
    unknown,
    ClaimFormOutput
  >({ resolver, defaultValues });
  const [serverError, setServerError] = useState<string | null>(null);
  const [riskId, claimTypeId] = useWatch({ control, name: ['risk_id', 'claim_type_id'] });
  const fields = extraFieldsFor(context, { risk_id: riskId, claim_type_id: claimTypeId });
  const errors = formState.errors;
  // Multi-risk (spec 9): the item decides the types, so they wait until it is chosen.
  const offersByItem = new Set(risks.map((r) => claimTypesFor(context.productTypeId, r.risk_type).join()));
  const waitsForItem = riskId === '' && offersByItem.size > 1;
  const typeOptions = (waitsForItem ? [] : claimTypesOffered(context, riskId)).map((type) => ({
    value: String(type),
    content: <span className="font-semibold text-ink">{claimTypeName(type)}</span>,
  }));
  const changeItem = (nextRiskId: string) => {
    const typeId = getValues('claim_type_id');
    if (typeId === '' || claimTypesOffered(context, nextRiskId).some((type) => String(type) === typeId))
      return;
    // A type the new item does not take goes, and with it what was said about it and its fields.
    setValue('claim_type_id', '');
    clearErrors(['claim_type_id', 'extra_fields']);
    setServerError(null);
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      let isFirst = true;
      for (const issue of issues) {
        const path = formPathOf(issue.path);
        if (!path) continue;
        setError(path, { message: issue.message }, { shouldFocus: isFirst });
        isFirst = false;
      }
      setServerError(errorMessage(error));
    }
  });

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {serverError ? (
        <Alert>{serverError}</Alert>
      ) : hasErrors ? (
        <Alert>{t('claims.form.checkFields')}</Alert>
      ) : null}
      {risks.length > 1 ? (
        <ChoiceField
          control={control}
          name="risk_id"
          label={t('claims.form.item')}
          error={errors.risk_id?.message}
          onChange={changeItem}
          className="sm:grid-cols-2"
          options={risks.map((risk) => ({
            value: String(risk.id),
            content: <span className="font-semibold text-ink">{risk.label}</span>,
          }))}
        />
      ) : risks[0] ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-ink">{t('claims.form.itemOnly')}</p>
          <p className="text-base text-ink">{risks[0].label}</p>
        </div>
      ) : null}

      <ChoiceField
        control={control}
        name="claim_type_id"
        label={t('claims.form.type')}
        error={errors.claim_type_id?.message}
        empty={t('claims.form.typeAfterItem')}
        className="sm:grid-cols-2"
        itemClassName="py-3.5"
        options={typeOptions}
      />

      <div className="sm:max-w-xs">
        <Field
          label={t('claims.form.date')}
          hint={t('claims.form.dateHint')}
          error={errors.occurred_at?.message}
        >
          {(aria) => <Input {...aria} {...register('occurred_at')} type="date" max={context.today} />}
        </Field>
      </div>

      <Field
        label={t('claims.form.description')}
        hint={t('claims.form.descriptionHint')}
        error={errors.description?.message}
      >
        {(aria) => <Textarea {...aria} {...register('description')} rows={4} />}
      </Field>

      {fields.length > 0 ? (
        <fieldset className="flex flex-col gap-5 border-t border-line pt-5">
          <legend className="mb-3 text-lg font-bold text-ink">{t('claims.form.extraTitle')}</legend>
          {fields.map((field) => (
            <ExtraFieldInput
              key={field.id}
              field={field}
              control={control}
              register={register}
              error={errors.extra_fields?.[field.id]?.message}
            />
          ))}
        </fieldset>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('claims.form.cancelEdit')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
