import { z } from '@amparo/contract';
import { imeiDigits, isValidImei } from '@amparo/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';

type Values = { imei: string };

/** 15 digits (spaces and dashes as typed on the box are dropped) with a right Luhn digit. */
function imeiSchema(messages: { digits: string; invalid: string }) {
  return z.object({
    imei: z
      .string()
      .transform(imeiDigits)
      .pipe(
        z
          .string()
          .regex(/^\d{15}$/, { error: messages.digits })
          .refine(isValidImei, { error: messages.invalid }),
      ),
  });
}

/** Manual IMEI entry (only when the setting `evaluation_manual_imei` allows it). */
export function ImeiManualForm({
  onSubmit,
  isSaving,
  disabled,
}: {
  onSubmit: (imei: string) => void;
  isSaving: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, { imei: string }>({
    defaultValues: { imei: '' },
    resolver: contractResolver<{ imei: string }, Values>(
      imeiSchema({
        digits: t('evaluationCheck.imei.manualDigits'),
        invalid: t('evaluationCheck.imei.manualInvalid'),
      }),
    ),
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => onSubmit(values.imei))}
    >
      <Field
        label={t('evaluationCheck.imei.manualLabel')}
        hint={t('evaluationCheck.imei.manualHint')}
        error={form.formState.errors.imei?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('imei')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            disabled={disabled}
            className="font-mono tracking-wider"
          />
        )}
      </Field>
      <Button type="submit" className="self-start" isLoading={isSaving} disabled={disabled}>
        {t('evaluationCheck.imei.manualSave')}
      </Button>
    </form>
  );
}
