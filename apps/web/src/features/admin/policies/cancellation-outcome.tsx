import type { CancellationPreview, CancelPolicyRequest } from '@amparo/contract';
import { formatEuro } from '@amparo/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { formatDate } from '../../../ui/format';

export type CancelReason = CancelPolicyRequest['reason'];

/** What cancelling for `reason` would do to this policy, asked from the API (the same rule it applies). */
export function useCancellationPreview(policyId: number, reason: CancelReason | null) {
  return useQuery({
    queryKey: ['policies', policyId, 'cancellation', reason],
    queryFn: ({ signal }) =>
      callApi('previewCancellation', { params: { id: policyId }, query: { reason: reason! }, signal }),
    enabled: reason !== null,
    retry: false,
    staleTime: 0,
  });
}

/** The outcome shown before confirming: the last day of cover, the refund and where it goes. */
export function CancellationOutcome({ preview }: { preview: ReturnType<typeof useCancellationPreview> }) {
  const { t } = useTranslation();
  if (preview.isPending) {
    return preview.fetchStatus === 'idle' ? (
      <p className="text-sm text-muted">{t('admin.policy.cancel.pickReason')}</p>
    ) : (
      <p className="text-sm text-muted">{t('admin.policy.cancel.computing')}</p>
    );
  }
  if (preview.isError) return <Alert tone="danger">{preview.error.message}</Alert>;
  return <OutcomeText outcome={preview.data} />;
}

function OutcomeText({ outcome }: { outcome: CancellationPreview }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl bg-page p-4 text-sm ring-1 ring-line" aria-live="polite">
      <p className="font-bold text-ink">{t('admin.policy.cancel.outcome')}</p>
      <ul className="mt-2 grid gap-1">
        <li>{t('admin.policy.cancel.coverUntil', { date: formatDate(outcome.effective_date) })}</li>
        {outcome.refunds.length === 0 ? (
          <li>{t('admin.policy.cancel.noRefund')}</li>
        ) : (
          outcome.refunds.map((refund) => (
            <li key={refund.sequence}>
              {t(
                refund.channel === 'card'
                  ? 'admin.policy.cancel.refundToCard'
                  : 'admin.policy.cancel.refundByTransfer',
                {
                  amount: formatEuro(refund.cents),
                  sequence: refund.sequence,
                },
              )}
            </li>
          ))
        )}
        {outcome.unpaid_receipts_cancelled > 0 ? (
          <li>{t('admin.policy.cancel.unpaidCancelled', { count: outcome.unpaid_receipts_cancelled })}</li>
        ) : null}
      </ul>
    </div>
  );
}
