import { CALL_BACK_SLOTS, callBackHolidays, callBackSlotHours, parseHolidayList } from '@amparo/domain';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestCallBack } from '../../api/call-you';
import { errorMessage } from '../../api/http';
import { usePublicSettings } from '../../api/public-settings';
import { Button } from '../button';
import { Field, Input } from '../field';
import { contractResolver } from '../form/contract-resolver';
import { toast } from '../toast/toast-store';
import { type ContactFormInput, ContactFormSchema, type ContactFormValues } from './contact-schema';
import { openModal } from './modal-bus';
import { ModalFrame } from './modal-frame';
import type { ModalPropsMap } from './modal-types';

const FORM_ID = 'contact-form';

export function ContactModal({ reason }: ModalPropsMap['contact']) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState } = useForm<
    ContactFormInput,
    unknown,
    ContactFormValues
  >({
    resolver: contractResolver(ContactFormSchema),
    defaultValues: { name: '', phone: '', preferred_slot: 'any' },
  });
  const callBack = useRequestCallBack();
  const slotId = useId();
  // Each slot with the hours of the day the call will be made (a Saturday's afternoon ends at 18h).
  const settings = usePublicSettings();
  const slotHours = useMemo(() => {
    const now = new Date();
    const regional = parseHolidayList(settings.data?.call_back_regional_holidays ?? '') ?? [];
    return callBackSlotHours(now, callBackHolidays(now, regional));
  }, [settings.data?.call_back_regional_holidays]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await callBack.mutateAsync({ ...values, ...(reason ? { reason } : {}) });
      openModal('contact-success', { slot: values.preferred_slot });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <ModalFrame
      title={t('modals.contact.title')}
      description={t('modals.contact.description')}
      size="sm"
      footer={
        <Button type="submit" form={FORM_ID} isLoading={callBack.isPending} fullWidth>
          {callBack.isPending ? t('modals.contact.sending') : t('modals.contact.submit')}
        </Button>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field label={t('modals.contact.name')} error={formState.errors.name?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...register('name')}
              autoComplete="given-name"
              placeholder={t('modals.contact.namePlaceholder')}
            />
          )}
        </Field>
        <Field
          label={t('modals.contact.phone')}
          hint={t('modals.contact.phoneHint')}
          error={formState.errors.phone?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              {...register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('modals.contact.phonePlaceholder')}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('modals.contact.slot')}</legend>
          <Controller
            control={control}
            name="preferred_slot"
            render={({ field }) => (
              <RadioGroup.Root
                value={field.value ?? 'any'}
                onValueChange={field.onChange}
                aria-label={t('modals.contact.slot')}
                className="flex flex-col gap-2"
              >
                {CALL_BACK_SLOTS.map((slot) => (
                  <label
                    key={slot}
                    htmlFor={`${slotId}-${slot}`}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3.5 has-[[data-state=checked]]:border-brand has-[[data-state=checked]]:bg-brand-soft"
                  >
                    <RadioGroup.Item
                      id={`${slotId}-${slot}`}
                      value={slot}
                      className="flex size-5 items-center justify-center rounded-full border-2 border-[#8a8a95] bg-white data-[state=checked]:border-brand"
                    >
                      <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand" />
                    </RadioGroup.Item>
                    <span className="text-base text-ink">
                      {slot === 'any'
                        ? t('modals.contact.slots.any')
                        : t(`modals.contact.slots.${slot}`, slotHours[slot])}
                    </span>
                  </label>
                ))}
              </RadioGroup.Root>
            )}
          />
        </fieldset>
        <p className="text-sm text-muted">{t('modals.contact.hours')}</p>
      </form>
    </ModalFrame>
  );
}
