import type { CancelPolicyResult } from '@amparo/contract';
import { Action, can, formatEuro, PolicyStatus } from '@amparo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ChoiceGroup } from '../../../ui/choice-group';
import { Field } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { Textarea } from '../../../ui/textarea';
import { FormDialog } from '../components/form-dialog';
import { useStaffSession } from '../shell/use-staff-session';
import { CancellationOutcome, type CancelReason, useCancellationPreview } from './cancellation-outcome';
import { POLICIES_KEY } from './policies-api';

type Props = { policy: { id: number; number: string; status: number } };

const REASONS: readonly CancelReason[] = ['withdrawal', 'customer', 'non_payment', 'staff'];

/**
 * Staff cancel a policy (docs/cancellation.md, POST /policies/{id}/cancel) for the reason the
 * customer gave or theirs: the withdrawal inside the 15 days with its full refund, the customer's
 * request, non-payment, or the insurer's decision. Before confirming, the dialog shows this
 * policy's outcome for that reason (GET /policies/{id}/cancellation: the refund, where it goes,
 * the last day of cover); a reason the rules refuse says why and cannot be confirmed. One
 * Idempotency-Key per opening, reused by every submit, so a double click cancels and refunds once.
 */
function CancelPolicyDialog({
  policy,
  onClose,
  onDone,
}: Props & {
  onClose: () => void;
  onDone: (result: CancelPolicyResult) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const queryClient = useQueryClient();
  const [requestKey] = useState(newIdempotencyKey);
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState<CancelReason | null>(null);
  const preview = useCancellationPreview(policy.id, reason);
  const cancel = useMutation({
    mutationFn: () =>
      callApi('cancelPolicy', {
        params: { id: policy.id },
        body: { reason: reason!, ...(comment.trim() ? { comment: comment.trim() } : {}) },
        idempotencyKey: requestKey,
      }),
    onSuccess: async (result) => {
      onDone(result);
      onClose();
      await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
    },
  });
  const canConfirm = reason !== null && preview.isSuccess;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm && !cancel.isPending) cancel.mutate();
  };
  return (
    <FormDialog
      title={t('admin.policy.cancel.title', { number: policy.number })}
      description={t('admin.policy.cancel.description')}
      onClose={onClose}
      formId={formId}
      onSubmit={submit}
      submitLabel={t('admin.policy.cancel.confirm')}
      mutation={cancel}
      isSubmitDisabled={!canConfirm}
      size="lg"
      className="grid gap-4"
    >
      <ChoiceGroup<CancelReason>
        label={t('admin.policy.cancel.reason')}
        value={reason}
        onValueChange={setReason}
        className="sm:grid-cols-2"
        options={REASONS.map((value) => ({
          value,
          content: (
            <>
              <span className="block font-semibold text-ink">
                {t(`admin.policy.cancel.reasons.${value}.title`)}
              </span>
              <span className="block text-sm text-muted">
                {t(`admin.policy.cancel.reasons.${value}.hint`)}
              </span>
            </>
          ),
        }))}
      />
      <CancellationOutcome preview={preview} />
      <Field label={t('admin.policy.cancel.comment')} hint={t('admin.policy.cancel.commentHint')}>
        {(aria) => (
          <Textarea
            {...aria}
            rows={3}
            value={comment}
            maxLength={1000}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}

/** 'Anular póliza' for staff who may (policies.update), and what the cancellation did once done. */
export function CancelPolicyButton({ policy }: Props) {
  const { t } = useTranslation();
  const { role } = useStaffSession();
  const [isOpen, setIsOpen] = useState(false);
  const [result, setResult] = useState<CancelPolicyResult | null>(null);
  if (result) {
    return (
      <Alert tone="success">
        <p className="font-semibold">{t('admin.policy.cancel.done', { number: result.number })}</p>
        <p>{t('admin.policy.cancel.coverUntil', { date: formatDate(result.effective_date) })}</p>
        <p>
          {result.refund_cents > 0
            ? t('admin.policy.cancel.refund', { amount: formatEuro(result.refund_cents) })
            : t('admin.policy.cancel.noRefund')}
        </p>
      </Alert>
    );
  }
  if (policy.status === PolicyStatus.CANCELLED || !can(role, Action.POLICIES_UPDATE)) return null;
  return (
    <div className="flex justify-end">
      <Button variant="danger" size="sm" onClick={() => setIsOpen(true)}>
        <Ban className="size-4" aria-hidden="true" />
        {t('admin.policy.cancel.button')}
      </Button>
      {isOpen ? (
        <CancelPolicyDialog policy={policy} onClose={() => setIsOpen(false)} onDone={setResult} />
      ) : null}
    </div>
  );
}
