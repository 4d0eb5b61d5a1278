import type { SigningState } from '@amparo/contract';
import { formatEuro, Periodicity } from '@amparo/domain';
import { useTranslation } from 'react-i18next';

/** What is being signed: the policy's number, product, devices and premium. */
export function PolicySummary({ policy }: { policy: SigningState['policy'] }) {
  const { t } = useTranslation();
  const amount = formatEuro(policy.premium_cents);
  const rows = [
    [t('signing.summary.holder'), policy.holder_name],
    [t('signing.summary.product'), policy.product_name],
    [t('signing.summary.devices'), policy.devices.join(', ')],
    [
      t('signing.summary.premium'),
      policy.periodicity === Periodicity.YEARLY
        ? t('signing.summary.perYear', { amount })
        : t('signing.summary.perMonth', { amount }),
    ],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-xl bg-page p-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
