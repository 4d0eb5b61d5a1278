import { UpdatePaymentMethodRequestSchema } from '@amparo/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { IbanField } from '../../../ui/form/iban-field';
import { ModalFrame } from '../../../ui/modals/modal-frame';
import { PaymentMethodChoice, type PaymentMethodOption } from '../../../ui/payment-method-choice';
import { SepaMandate } from '../../../ui/sepa-mandate';
import { toast } from '../../../ui/toast/toast-store';
import { CUSTOMER_HOME_KEY, type PaymentMethodChange, updatePaymentMethod } from '../customer-api';

type PaymentMethodValues = {
  payment_method: PaymentMethodOption | null;
  iban: string;
  account_holder: string;
};

/** What the API gets: the account only with direct debit, empty fields left out. */
function toRequest(values: PaymentMethodValues) {
  if (values.payment_method !== 'direct_debit') {
    return { payment_method: values.payment_method ?? undefined };
  }
  return {
    payment_method: values.payment_method,
    iban: values.iban.trim() || undefined,
    account_holder: values.account_holder.trim() || undefined,
  };
}

/** The contract schema validates exactly what will be sent (spec: browser accepts what the API accepts). */
function paymentMethodResolver(): Resolver<PaymentMethodValues, unknown, PaymentMethodChange> {
  return contractResolver(UpdatePaymentMethodRequestSchema, toRequest);
}

const resolver = paymentMethodResolver();

type PaymentMethodDialogProps = {
  policyId: number;
  policyNumber: string;
  /** The method chosen earlier in this visit, if any (the home does not say which one is in use). */
  current: PaymentMethodOption | null;
  onClose: () => void;
  onChanged: (change: PaymentMethodChange) => void;
};

/** 'Cambiar forma de pago': card, or direct debit with an IBAN and the SEPA mandate. */
export function PaymentMethodDialog({
  policyId,
  policyNumber,
  current,
  onClose,
  onChanged,
}: PaymentMethodDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const methodErrorId = useId();
  const queryClient = useQueryClient();
  const { control, register, handleSubmit, watch, formState } = useForm<
    PaymentMethodValues,
    unknown,
    PaymentMethodChange
  >({
    resolver,
    defaultValues: { payment_method: current, iban: '', account_holder: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: PaymentMethodChange) => updatePaymentMethod(policyId, body),
  });
  const isDebit = watch('payment_method') === 'direct_debit';
  const methodError = formState.errors.payment_method?.message;

  const submit = handleSubmit(async (change) => {
    const response = await mutation.mutateAsync(change).catch(() => null);
    if (!response) return;
    toast.success(response.message || t('customer.paymentMethod.saved'));
    onChanged(change);
    onClose();
    await queryClient.invalidateQueries({ queryKey: CUSTOMER_HOME_KEY });
  });

  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <ModalFrame
          title={t('customer.paymentMethod.dialogTitle')}
          description={t('customer.paymentMethod.dialogDescription', { number: policyNumber })}
          size="lg"
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('customer.paymentMethod.cancel')}
              </Button>
              <Button type="submit" form={formId} isLoading={mutation.isPending}>
                {t('customer.paymentMethod.submit')}
              </Button>
            </>
          }
        >
          <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
            {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
            <fieldset>
              <legend className="mb-3 text-sm font-semibold text-ink">
                {t('purchase.payment.methodLabel')}
              </legend>
              <Controller
                control={control}
                name="payment_method"
                render={({ field }) => (
                  <PaymentMethodChoice
                    value={field.value}
                    onValueChange={field.onChange}
                    isInvalid={!!methodError}
                    describedBy={methodError ? methodErrorId : undefined}
                  />
                )}
              />
              {methodError ? (
                <p id={methodErrorId} className="mt-2 text-sm font-medium text-danger">
                  {methodError}
                </p>
              ) : null}
            </fieldset>
            {isDebit ? (
              <div className="flex flex-col gap-5 rounded-2xl bg-page p-4 ring-1 ring-line sm:p-5">
                <IbanField control={control} name="iban" error={formState.errors.iban?.message} />
                <Field
                  label={t('purchase.payment.accountHolder')}
                  hint={t('customer.paymentMethod.accountHolderHint')}
                  error={formState.errors.account_holder?.message}
                >
                  {(aria) => <Input {...aria} {...register('account_holder')} autoComplete="name" />}
                </Field>
                <SepaMandate headingLevel="h3" />
              </div>
            ) : watch('payment_method') === 'card' ? (
              <Alert tone="info">{t('customer.paymentMethod.cardNote')}</Alert>
            ) : null}
          </form>
        </ModalFrame>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
