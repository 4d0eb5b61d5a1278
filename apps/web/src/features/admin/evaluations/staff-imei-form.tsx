import type { ImeiPendingItem } from '@amparo/contract';
import { z } from '@amparo/contract';
import { imeiDigits, isValidImei } from '@amparo/domain';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { toast } from '../../../ui/toast/toast-store';
import { useSaveStaffImei } from './imei-queue-api';

type ImeiForm = { imei: string };

/** Staff type the IMEI the customer reads out; the server checks it again (and that no other policy has it). */
export function StaffImeiForm({ item }: { item: ImeiPendingItem }) {
  const { t } = useTranslation();
  const save = useSaveStaffImei({ userId: item.user_id, policyId: item.policy_id, riskId: item.risk_id });
  const resolver = contractResolver<ImeiForm, ImeiForm>(
    z.object({
      imei: z
        .string()
        .trim()
        .refine((value) => isValidImei(imeiDigits(value)), {
          error: t('admin.evaluations.imeiQueue.invalid'),
        }),
    }),
  );
  const { register, handleSubmit, formState } = useForm<ImeiForm, unknown, ImeiForm>({
    resolver,
    defaultValues: { imei: '' },
  });
  const submit = handleSubmit(({ imei }) => {
    if (save.isPending) return;
    save.mutate(imeiDigits(imei), {
      onSuccess: () => toast.success(t('admin.evaluations.imeiQueue.saved', { holder: item.holder_name })),
    });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('admin.evaluations.imeiQueue.form', { device: item.device, holder: item.holder_name })}
      className="flex flex-col gap-3 rounded-xl bg-page p-4"
    >
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <Field
        label={t('admin.evaluations.imeiQueue.imei')}
        hint={t('admin.evaluations.imeiQueue.imeiHint')}
        error={formState.errors.imei?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...register('imei')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            className="font-mono tracking-wider tabular-nums"
          />
        )}
      </Field>
      <Button type="submit" size="sm" className="self-start" isLoading={save.isPending}>
        {!save.isPending ? <Save className="size-4" aria-hidden="true" /> : null}
        {t('admin.evaluations.imeiQueue.save')}
      </Button>
    </form>
  );
}
