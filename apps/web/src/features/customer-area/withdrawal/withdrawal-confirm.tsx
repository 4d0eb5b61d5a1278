import type { CustomerPolicy } from '@amparo/contract';
import { formatEuro, withdrawalDeadline } from '@amparo/domain';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { hasUnpaidReceipts, paidOnPolicyCents } from './withdrawal-amount';

type Props = {
  policy: CustomerPolicy;
  onConfirm: () => void;
  isPending: boolean;
  error: string | null;
};

/** The one confirmation page: the policy, the consequences in plain words, the deadline, one button. */
export function WithdrawalConfirm({ policy, onConfirm, isPending, error }: Props) {
  const { t } = useTranslation();
  const paid = paidOnPolicyCents(policy.payments);
  const deadline = withdrawalDeadline(policy.created_at);
  return (
    <section
      aria-labelledby="desistir-titulo"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-8"
    >
      <h1 id="desistir-titulo" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {t('withdrawal.title')}
      </h1>
      <p className="mt-2 text-base text-muted">{t('withdrawal.intro')}</p>
      <dl className="mt-6 grid gap-4 rounded-xl bg-page p-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-bold text-muted uppercase">{t('withdrawal.policyNumber')}</dt>
          <dd className="mt-1 font-semibold text-ink">{policy.number}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold text-muted uppercase">{t('withdrawal.product')}</dt>
          <dd className="mt-1 font-semibold text-ink">{policy.product.name}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold text-muted uppercase">{t('withdrawal.devices')}</dt>
          <dd className="mt-1 font-semibold text-ink">{policy.devices.join(', ')}</dd>
        </div>
      </dl>
      <h2 className="mt-6 text-lg font-bold text-ink">{t('withdrawal.consequencesTitle')}</h2>
      <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-base leading-7 text-ink">
        <li>{t('withdrawal.coverEnds')}</li>
        <li>
          {paid > 0 ? t('withdrawal.refund', { amount: formatEuro(paid) }) : t('withdrawal.nothingPaid')}
        </li>
        {hasUnpaidReceipts(policy.payments) ? <li>{t('withdrawal.unpaidCancelled')}</li> : null}
      </ul>
      {deadline ? (
        <p className="mt-4 font-semibold text-ink">
          {t('withdrawal.deadline', { date: formatDate(deadline.lastDay) })}
        </p>
      ) : null}
      {error ? <Alert className="mt-4">{error}</Alert> : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="ghost">
          <Link to={PATHS.customerArea}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('withdrawal.back')}
          </Link>
        </Button>
        <Button variant="danger" size="lg" onClick={onConfirm} isLoading={isPending}>
          {t('withdrawal.confirm')}
        </Button>
      </div>
    </section>
  );
}
