import { firstNameOf, formatEuro } from '@amparo/domain';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { StatusList, StatusPage } from '../../../ui/status-page';
import { loadBookedPurchase } from '../model/booked-policy-store';
import { MissingPurchase } from './missing-purchase';

/** /contratacion/resultado: the policy is booked; what comes next. */
export default function ResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const purchase = loadBookedPurchase(params.get('poliza'));
  if (!purchase) return <MissingPurchase />;
  const { policy } = purchase;
  const isMonthly = policy.periodicity === 1;
  const steps = purchase.needsPhoneCheck
    ? t('purchase.result.stepsPhone', { returnObjects: true })
    : t('purchase.result.stepsOther', { returnObjects: true });
  return (
    <StatusPage
      icon={PartyPopper}
      tone="success"
      eyebrow={t('purchase.result.eyebrow')}
      title={t('purchase.result.title', { name: firstNameOf(policy.holder.complete_name) })}
      body={t('purchase.result.lead', { email: policy.holder.email })}
      actions={
        <>
          <Button asChild size="lg">
            <Link to={PATHS.customerAccess}>{t('purchase.result.customerArea')}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={PATHS.home}>{t('nav.goHome')}</Link>
          </Button>
        </>
      }
    >
      <dl className="grid gap-4 rounded-2xl bg-page p-5 ring-1 ring-line sm:grid-cols-2">
        <Item label={t('purchase.result.number')} value={policy.number} isStrong />
        <Item label={t('purchase.result.product')} value={policy.product.name} />
        <Item
          label={t('purchase.result.periodicity')}
          value={isMonthly ? t('purchase.coverage.monthly') : t('purchase.coverage.yearly')}
        />
        <Item
          label={t('purchase.result.receipts')}
          value={t(isMonthly ? 'purchase.result.receiptsMonthly' : 'purchase.result.receiptsYearly', {
            count: policy.payments.length,
            price: formatEuro(policy.premium),
            total: formatEuro(policy.annual_premium),
          })}
        />
      </dl>
      <StatusList title={t('purchase.result.nextTitle')} items={steps} ordered />
    </StatusPage>
  );
}

function Item({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className={isStrong ? 'text-xl font-extrabold text-ink' : 'text-base font-semibold text-ink'}>
        {value}
      </dd>
    </div>
  );
}
