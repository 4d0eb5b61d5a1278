import type { CustomerPolicy } from '@amparo/contract';
import { canShowWithdrawalButton, PolicyStatus, withdrawalDeadline } from '@amparo/domain';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withdrawalPath } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';

/**
 * The withdrawal function (Directive 2023/2673) on a policy card: 'Desistir del contrato' during
 * the 15 days, to its one confirmation page; a cancelled policy says until when it covered.
 */
export function WithdrawalAction({ policy, now }: { policy: CustomerPolicy; now: Date }) {
  const { t } = useTranslation();
  if (policy.status === PolicyStatus.CANCELLED) {
    return (
      <p className="text-sm font-semibold text-muted">
        {policy.ends_on
          ? t('withdrawal.cancelledUntil', { date: formatDate(policy.ends_on) })
          : t('withdrawal.cancelled')}
      </p>
    );
  }
  if (!canShowWithdrawalButton(policy, now)) return null;
  const deadline = withdrawalDeadline(policy.created_at);
  return (
    <div className="flex flex-col gap-1.5 sm:items-end">
      <Button asChild variant="secondary" size="sm">
        <Link
          to={withdrawalPath(policy.id)}
          aria-label={t('withdrawal.buttonLabel', { number: policy.number })}
        >
          <Undo2 className="size-4" aria-hidden="true" />
          {t('withdrawal.button')}
        </Link>
      </Button>
      {deadline ? (
        <p className="text-xs text-muted">
          {t('withdrawal.buttonHint', { date: formatDate(deadline.lastDay) })}
        </p>
      ) : null}
    </div>
  );
}
