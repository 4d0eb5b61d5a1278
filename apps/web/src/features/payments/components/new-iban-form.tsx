import { PayNewIbanRequestSchema } from '@amparo/contract';
import { normalizeIban } from '@amparo/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, Input } from '../../../ui/field';
import { contractResolver } from '../../../ui/form/contract-resolver';
import { IbanField } from '../../../ui/form/iban-field';
import { formatDate } from '../../../ui/format';
import { SepaMandate } from '../../../ui/sepa-mandate';
import { type NewIban, payByNewIban } from '../api/new-iban-api';
import type { PayCredential } from '../api/receipt-api';
import type { ReceiptToPay } from '../model/receipt-to-pay';

type Values = { iban: string; account_holder: string };

/** The contract's rules, on what will be sent (the IBAN without its spaces). */
const resolver = contractResolver<NewIban, Values>(PayNewIbanRequestSchema, (values) => ({
  iban: normalizeIban(values.iban),
  account_holder: values.account_holder.trim(),
}));

/** 'Indicar otra cuenta': the receipt goes to the bank again, from a new account and mandate. */
export function NewIbanForm({ receipt, credential }: { receipt: ReceiptToPay; credential: PayCredential }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { control, register, handleSubmit, formState } = useForm<Values, unknown, NewIban>({
    resolver,
    defaultValues: { iban: '', account_holder: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: NewIban) =>
      payByNewIban({ policyId: receipt.policyId, paymentId: receipt.paymentId }, credential, body),
  });
  const submit = handleSubmit((body) => mutation.mutate(body));
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl p-5 ring-1 ring-line">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('payments.newIban.title')}
      </h2>
      {mutation.isSuccess ? (
        <Alert tone="success">
          {mutation.data.message}
          {mutation.data.next_collection_date
            ? ` ${t('payments.newIban.nextCollection', { date: formatDate(mutation.data.next_collection_date) })}`
            : null}
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-base text-muted">{t('payments.newIban.lead')}</p>
          {mutation.isError ? <Alert>{mutation.error.message}</Alert> : null}
          <IbanField control={control} name="iban" error={formState.errors.iban?.message} />
          <Field label={t('purchase.payment.accountHolder')} error={formState.errors.account_holder?.message}>
            {(aria) => <Input {...aria} {...register('account_holder')} autoComplete="name" />}
          </Field>
          <SepaMandate headingLevel="h3" />
          <Button type="submit" variant="secondary" isLoading={mutation.isPending}>
            {t('payments.newIban.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
