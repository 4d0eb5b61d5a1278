import {
  type ChangeDeviceRequest,
  ChangeDeviceRequestSchema,
  type CustomerPolicy,
  type PolicyEndorsement,
  type z,
} from '@amparo/contract';
import { formatEuro, Periodicity, ProductType } from '@amparo/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { EuroInput } from '../../../ui/euro-input';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { formatDate } from '../../../ui/format';
import { ModalFrame } from '../../../ui/modals/modal-frame';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast/toast-store';
import { CUSTOMER_HOME_KEY, changeInsuredDevice } from '../customer-api';

type DeviceValues = {
  brand: string;
  model: string;
  value: number | null;
  cause: ChangeDeviceRequest['cause'];
};
type DeviceChange = z.output<typeof ChangeDeviceRequestSchema>;

// The form holds the value as typed (null while empty); the contract checks what will be sent.
const resolver = contractResolver<DeviceChange, DeviceValues>(ChangeDeviceRequestSchema, (values) => ({
  brand: values.brand,
  model: values.model,
  value: values.value ?? undefined,
  cause: values.cause,
}));

/**
 * 'Cambiar de móvil' (or de dispositivo) on a policy in force: the new device, its price, why; then
 * what the premium becomes (a dry run) and, for a phone, that it needs its own check before it is
 * covered; confirmed, the suplemento is written and mailed (docs/contract.md).
 */
export function DeviceChange({ policy }: { policy: CustomerPolicy }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!policy.can_change_device) return null;
  const isPhone = policy.product.product_type_id === ProductType.MOBILE;
  return (
    <>
      <Button variant="secondary" size="sm" className="mt-4" onClick={() => setOpen(true)}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {isPhone ? t('customer.deviceChange.buttonPhone') : t('customer.deviceChange.button')}
      </Button>
      {open ? <DeviceChangeDialog policy={policy} isPhone={isPhone} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function DeviceChangeDialog({
  policy,
  isPhone,
  onClose,
}: {
  policy: CustomerPolicy;
  isPhone: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<{ change: DeviceChange; figures: PolicyEndorsement } | null>(null);
  const { control, register, handleSubmit, formState } = useForm<DeviceValues, unknown, DeviceChange>({
    resolver,
    defaultValues: { brand: '', model: '', value: null, cause: 'replacement' },
  });
  const quote = useMutation({
    mutationFn: (change: DeviceChange) => changeInsuredDevice(policy.id, { ...change, dry_run: true }),
  });
  const confirm = useMutation({
    mutationFn: (change: DeviceChange) => changeInsuredDevice(policy.id, change),
  });
  const failed = quote.error ?? confirm.error;

  const submit = handleSubmit(async (change) => {
    if (!preview) {
      const figures = await quote.mutateAsync(change).catch(() => null);
      if (figures) setPreview({ change, figures });
      return;
    }
    const done = await confirm.mutateAsync(preview.change).catch(() => null);
    if (!done) return;
    toast.success(isPhone ? t('customer.deviceChange.donePhone') : t('customer.deviceChange.done'));
    onClose();
    // The card and its papers: the suplemento is a new document, the certificate waits for a phone's check.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CUSTOMER_HOME_KEY }),
      queryClient.invalidateQueries({ queryKey: ['customer', 'documents', policy.id] }),
    ]);
  });

  const figures = preview?.figures;
  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <ModalFrame
          title={isPhone ? t('customer.deviceChange.titlePhone') : t('customer.deviceChange.title')}
          description={t('customer.deviceChange.description', { number: policy.number })}
          size="lg"
          footer={
            <>
              <Button variant="secondary" onClick={preview ? () => setPreview(null) : onClose}>
                {preview ? t('customer.deviceChange.back') : t('customer.deviceChange.cancel')}
              </Button>
              <Button type="submit" form={formId} isLoading={quote.isPending || confirm.isPending}>
                {preview ? t('customer.deviceChange.confirm') : t('customer.deviceChange.quote')}
              </Button>
            </>
          }
        >
          <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
            {failed ? <Alert>{errorMessage(failed)}</Alert> : null}
            {figures ? (
              <div className="flex flex-col gap-3" aria-live="polite">
                <p className="text-base font-semibold text-ink">
                  {t('customer.deviceChange.summary', {
                    before: String(figures.before.device),
                    after: String(figures.after.device),
                    date: formatDate(figures.effective_on),
                  })}
                </p>
                <p className="text-sm text-ink">
                  {figures.premium_after_cents === figures.premium_before_cents
                    ? t('customer.deviceChange.samePremium')
                    : t('customer.deviceChange.newPremium', {
                        before: formatEuro(figures.premium_before_cents),
                        after: formatEuro(figures.premium_after_cents),
                        date: policy.ends_on ? formatDate(policy.ends_on) : '',
                      })}
                </p>
                {typeof figures.after.receipt_cents === 'number' ? (
                  <p className="text-sm font-semibold text-ink">
                    {t(
                      policy.periodicity === Periodicity.YEARLY
                        ? 'customer.deviceChange.receiptYearly'
                        : 'customer.deviceChange.receiptMonthly',
                      { amount: formatEuro(figures.after.receipt_cents) },
                    )}
                  </p>
                ) : null}
                {figures.adjustment_cents > 0 ? (
                  <p className="text-sm text-ink">
                    {t('customer.deviceChange.extraReceipt', {
                      amount: formatEuro(figures.adjustment_cents),
                    })}
                  </p>
                ) : figures.adjustment_cents < 0 ? (
                  <p className="text-sm text-ink">
                    {t('customer.deviceChange.credit', { amount: formatEuro(-figures.adjustment_cents) })}
                  </p>
                ) : null}
                {figures.needs_phone_check ? (
                  <Alert tone="info">{t('customer.deviceChange.phoneCheck')}</Alert>
                ) : null}
              </div>
            ) : (
              <>
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field label={t('customer.deviceChange.brand')} error={formState.errors.brand?.message}>
                    {(aria) => <Input {...aria} {...register('brand')} autoComplete="off" />}
                  </Field>
                  <Field label={t('customer.deviceChange.model')} error={formState.errors.model?.message}>
                    {(aria) => <Input {...aria} {...register('model')} autoComplete="off" />}
                  </Field>
                </div>
                <Field
                  label={t('customer.deviceChange.value')}
                  hint={t('customer.deviceChange.valueHint')}
                  error={formState.errors.value?.message}
                >
                  {(aria) => (
                    <Controller
                      control={control}
                      name="value"
                      render={({ field }) => (
                        <EuroInput {...aria} value={field.value} onChange={field.onChange} />
                      )}
                    />
                  )}
                </Field>
                <Field label={t('customer.deviceChange.cause')} error={formState.errors.cause?.message}>
                  {(aria) => (
                    <Select {...aria} {...register('cause')}>
                      <option value="replacement">{t('customer.deviceChange.causeReplacement')}</option>
                      <option value="upgrade">{t('customer.deviceChange.causeUpgrade')}</option>
                      <option value="other">{t('customer.deviceChange.causeOther')}</option>
                    </Select>
                  )}
                </Field>
              </>
            )}
          </form>
        </ModalFrame>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
