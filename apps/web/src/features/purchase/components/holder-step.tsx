import { normalizePhone } from '@amparo/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { usePurchaseFlow } from '../hooks/purchase-flow';
import type { HolderDraft } from '../model/purchase-draft';
import { HolderFormSchema } from '../model/step-schemas';
import { StepActions } from './step-actions';

const FIELDS = ['name', 'surname1', 'surname2', 'document_code', 'email', 'phone', 'birth_date'] as const;

/** Step c: the policyholder (tomador), validated with the contract's HolderSchema. */
export function HolderStep() {
  const { t } = useTranslation();
  const { draft, setDraft, complete, serverErrors } = usePurchaseFlow();
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<HolderDraft>({
    resolver: contractResolver(HolderFormSchema),
    defaultValues: draft.holder,
    mode: 'onTouched',
  });

  // Errors the server found on the last booking attempt ('body.holder.email').
  useEffect(() => {
    for (const field of FIELDS) {
      const message = serverErrors[`holder.${field}`];
      if (message) setError(field, { message });
    }
  }, [serverErrors, setError]);

  // Keep the draft in step with what is typed, so going back and forth keeps it.
  useEffect(() => {
    const subscription = watch((values) => setDraft((d) => ({ ...d, holder: { ...d.holder, ...values } })));
    return () => subscription.unsubscribe();
  }, [watch, setDraft]);

  const onSubmit = handleSubmit(() => {
    complete('holder', { ...draft, accountHolder: draft.accountHolder || fullName(draft.holder) });
  });

  const error = (field: (typeof FIELDS)[number]) => formState.errors[field]?.message;
  // Each field registers inline, in the order shown: react-hook-form focuses the first error in that order.

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label={t('purchase.holder.name')} error={error('name')}>
            {(aria) => <Input {...aria} {...register('name')} autoComplete="given-name" />}
          </Field>
        </div>
        <Field label={t('purchase.holder.surname1')} error={error('surname1')}>
          {(aria) => <Input {...aria} {...register('surname1')} autoComplete="family-name" />}
        </Field>
        <Field label={t('purchase.holder.surname2')} error={error('surname2')}>
          {(aria) => <Input {...aria} {...register('surname2')} autoComplete="off" />}
        </Field>
        <Field
          label={t('purchase.holder.document')}
          hint={t('purchase.holder.documentHint')}
          error={error('document_code')}
        >
          {(aria) => (
            <Input
              {...aria}
              {...register('document_code')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={t('purchase.holder.birthDate')} error={error('birth_date')}>
          {(aria) => <Input {...aria} {...register('birth_date')} type="date" autoComplete="bday" />}
        </Field>
        <Field
          label={t('purchase.holder.email')}
          hint={t('purchase.holder.emailHint')}
          error={error('email')}
        >
          {(aria) => (
            <Input {...aria} {...register('email')} type="email" inputMode="email" autoComplete="email" />
          )}
        </Field>
        <Field
          label={t('purchase.holder.phone')}
          hint={t('purchase.holder.phoneHint')}
          error={error('phone')}
        >
          {(aria) => (
            <Input
              {...aria}
              {...register('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              onChange={(event) => {
                // Spec 3 / 5: the phone is kept as digits only.
                setValue('phone', normalizePhone(event.target.value), {
                  shouldValidate: formState.isSubmitted,
                });
              }}
            />
          )}
        </Field>
      </div>
      <p className="text-sm text-muted">{t('purchase.holder.privacyNote')}</p>
      <StepActions isSubmit />
    </form>
  );
}

export function fullName(holder: Pick<HolderDraft, 'name' | 'surname1' | 'surname2'>): string {
  return [holder.name, holder.surname1, holder.surname2]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
