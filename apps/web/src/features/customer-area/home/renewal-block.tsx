import type { CustomerPolicy } from '@amparo/contract';
import { formatEuro, Periodicity } from '@amparo/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { ModalFrame } from '../../../ui/modals/modal-frame';
import { toast } from '../../../ui/toast/toast-store';
import { CUSTOMER_HOME_KEY, declineRenewal } from '../customer-api';

/**
 * The next period on a policy card (LCS art. 22): once announced, its dates and premium; the holder's
 * 'No renovar' until a month before the end, confirmed in a dialog that states the last day of cover;
 * once opposed, until when the policy covers. Nothing before the notice unless they choose to oppose.
 */
export function RenewalBlock({ policy }: { policy: CustomerPolicy }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const renewal = policy.renewal;
  if (!renewal || !policy.ends_on) return null;
  const coverEnds = formatDate(policy.ends_on);
  const per =
    policy.periodicity === Periodicity.YEARLY
      ? t('customer.renewal.perYear')
      : t('customer.renewal.perMonth');
  let text: string | null = null;
  if (renewal.status === 'announced' && renewal.premium_cents !== null)
    text = t('customer.renewal.announced', {
      from: formatDate(renewal.starts_on),
      to: formatDate(renewal.ends_on),
      amount: `${formatEuro(renewal.premium_cents)} ${per}`,
    });
  else if (renewal.status === 'declined' || renewal.status === 'not_renewable')
    text =
      renewal.declined_by === 'insurer' || renewal.status === 'not_renewable'
        ? t('customer.renewal.notRenewed', { date: coverEnds })
        : t('customer.renewal.declined', { date: coverEnds });
  if (!text && !renewal.can_decline) return null;
  return (
    <section
      aria-labelledby={`renewal-${policy.id}`}
      className="lg:col-span-2 rounded-2xl bg-page p-4 ring-1 ring-line"
    >
      <h4
        id={`renewal-${policy.id}`}
        className="flex items-center gap-2 text-sm font-bold text-muted uppercase"
      >
        <CalendarClock className="size-4" aria-hidden="true" />
        {t('customer.renewal.title')}
      </h4>
      <p className="mt-2 text-sm text-ink">{text ?? t('customer.renewal.notDue', { date: coverEnds })}</p>
      {renewal.reason && renewal.status !== 'announced' ? (
        <p className="mt-1 text-sm text-muted">{renewal.reason}</p>
      ) : null}
      {renewal.can_decline ? (
        <div className="mt-3 flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t('customer.renewal.decline')}
          </Button>
          <p className="text-xs text-muted">
            {t('customer.renewal.declineHint', { date: formatDate(renewal.decline_deadline) })}
          </p>
        </div>
      ) : null}
      {confirming ? (
        <DeclineDialog policy={policy} coverEnds={coverEnds} onClose={() => setConfirming(false)} />
      ) : null}
    </section>
  );
}

function DeclineDialog({
  policy,
  coverEnds,
  onClose,
}: {
  policy: CustomerPolicy;
  coverEnds: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: () => declineRenewal(policy.id) });
  const confirm = async () => {
    const done = await mutation.mutateAsync().catch(() => null);
    if (!done) return;
    toast.success(t('customer.renewal.declinedToast', { date: coverEnds }));
    onClose();
    await queryClient.invalidateQueries({ queryKey: CUSTOMER_HOME_KEY });
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <ModalFrame
          title={t('customer.renewal.dialogTitle')}
          description={t('customer.renewal.dialogDescription', { number: policy.number, date: coverEnds })}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('customer.renewal.keep')}
              </Button>
              <Button variant="danger" onClick={confirm} isLoading={mutation.isPending}>
                {t('customer.renewal.confirm')}
              </Button>
            </>
          }
        >
          {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
          <p className="text-sm text-ink">{t('customer.renewal.dialogBody')}</p>
        </ModalFrame>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
