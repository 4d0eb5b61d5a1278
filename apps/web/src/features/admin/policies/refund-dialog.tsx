import { formatAmount, formatEuro, parseEuro } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { Field, Input } from '../../../ui/field';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast/toast-store';
import { FormDialog } from '../components/form-dialog';
import { POLICIES_KEY, refundReceipt } from './policies-api';

type Props = {
  policyId: number;
  receipt: { id: number; sequence: number; price: number; pending_amount: number };
  onClose: () => void;
};

/**
 * Give back all or part of a paid receipt. The Idempotency-Key is made once per
 * opening of the dialog and reused by every submit, so a double click or a retry
 * after a lost answer refunds once. Earlier refunds lower the limit: the server
 * checks it and answers how much is left (REFUND_EXCEEDS_PAID).
 */
export function RefundDialog({ policyId, receipt, onClose }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const [requestKey] = useState(newIdempotencyKey);
  const paid = receipt.price - receipt.pending_amount;
  const [amount, setAmount] = useState(formatAmount(paid));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const save = useMutation({
    mutationFn: (cents: number) =>
      refundReceipt(policyId, receipt.id, { amount_cents: cents, reason: reason.trim() }, requestKey),
    onSuccess: async (outcome) => {
      toast.success(outcome.message);
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const cents = parseEuro(amount);
    const found: { amount?: string; reason?: string } = {};
    if (cents === null || cents <= 0) found.amount = t('admin.receipts.refundAmountInvalid');
    else if (cents > paid)
      found.amount = t('admin.receipts.refundAmountTooHigh', { amount: formatEuro(paid) });
    if (reason.trim().length < 3) found.reason = t('admin.receipts.refundReasonRequired');
    setErrors(found);
    if (!found.amount && !found.reason && cents !== null) save.mutate(cents);
  };
  return (
    <FormDialog
      title={t('admin.receipts.refundTitle', { sequence: receipt.sequence })}
      description={t('admin.receipts.refundDescription', { amount: formatEuro(paid) })}
      onClose={onClose}
      formId={formId}
      onSubmit={submit}
      submitLabel={t('admin.receipts.refundSave')}
      mutation={save}
      className="grid gap-4"
    >
      <Field
        label={t('admin.receipts.refundAmount')}
        hint={t('admin.receipts.refundAmountHint')}
        error={errors.amount}
      >
        {(aria) => (
          <Input
            {...aria}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('admin.receipts.refundReason')} error={errors.reason}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
