import { madridDate } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../../ui/field';
import { toast } from '../../../ui/toast/toast-store';
import { FormDialog } from '../components/form-dialog';
import { markReceiptAsPaid, POLICIES_KEY } from './policies-api';

type Props = {
  policyId: number;
  receipt: { id: number; sequence: number; price: number };
  onClose: () => void;
};

const PAYMENT_KEYS = {
  title: 'admin.receipts.paidTitle',
  description: 'admin.receipts.paidDescription',
  date: 'admin.receipts.paymentDate',
  referenceHint: 'admin.receipts.referenceHint',
  referenceRequired: 'admin.receipts.referenceRequired',
  save: 'admin.receipts.save',
  done: 'admin.receipts.paid',
} as const;
const PAYOUT_KEYS = {
  title: 'admin.receipts.payout.title',
  description: 'admin.receipts.payout.description',
  date: 'admin.receipts.payout.date',
  referenceHint: 'admin.receipts.payout.referenceHint',
  referenceRequired: 'admin.receipts.payout.referenceRequired',
  save: 'admin.receipts.payout.save',
  done: 'admin.receipts.payout.done',
} as const;

/**
 * A manual payment (type 2): the day the money came in and the reference to find it again.
 * On a credit (negative receipt) it is the other way round: the transfer we sent the customer.
 */
export function MarkAsPaidDialog({ policyId, receipt, onClose }: Props) {
  const { t } = useTranslation();
  const payout = receipt.price < 0;
  const keys = payout ? PAYOUT_KEYS : PAYMENT_KEYS;
  const formId = useId();
  const queryClient = useQueryClient();
  const today = madridDate(new Date()) ?? '';
  const [paymentDate, setPaymentDate] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ date?: string; reference?: string }>({});
  const save = useMutation({
    mutationFn: () =>
      markReceiptAsPaid(policyId, receipt.id, { payment_date: paymentDate, reference: reference.trim() }),
    onSuccess: async () => {
      toast.success(t(keys.done));
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(paymentDate ? {} : { date: t('admin.receipts.dateRequired') }),
      ...(reference.trim() ? {} : { reference: t(keys.referenceRequired) }),
    };
    setErrors(found);
    if (!found.date && !found.reference) save.mutate();
  };
  return (
    <FormDialog
      title={t(keys.title, { sequence: receipt.sequence })}
      description={t(keys.description)}
      onClose={onClose}
      formId={formId}
      onSubmit={submit}
      submitLabel={t(keys.save)}
      mutation={save}
      className="grid gap-4"
    >
      <Field label={t(keys.date)} error={errors.date}>
        {(aria) => (
          <Input
            {...aria}
            type="date"
            value={paymentDate}
            max={today}
            onChange={(event) => setPaymentDate(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('admin.receipts.reference')} hint={t(keys.referenceHint)} error={errors.reference}>
        {(aria) => (
          <Input
            {...aria}
            value={reference}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => setReference(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
