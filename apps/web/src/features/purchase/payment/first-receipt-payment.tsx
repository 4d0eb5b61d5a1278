import type { BookedPolicy } from '@amparo/contract';
import { formatEuro } from '@amparo/domain';
import { CreditCard, Landmark, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';

export type FirstReceiptPaymentProps = {
  policy: BookedPolicy;
  method: { kind: 'card' } | { kind: 'direct_debit'; ibanLast4: string | null };
};

/**
 * The seam where the payments work plugs in: today it states honestly what
 * happens next (the card link is mailed, the first SEPA charge is made later)
 * and charges nothing. A card form or a payment gateway replaces the body of
 * this component; the page around it stays as it is.
 */
export function FirstReceiptPayment({ policy, method }: FirstReceiptPaymentProps) {
  const { t } = useTranslation();
  const first = policy.payments[0];
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 rounded-2xl bg-page p-5 ring-1 ring-line sm:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-muted">{t('purchase.pay.firstReceipt')}</p>
          <p className="text-3xl font-extrabold text-ink">{formatEuro(first?.price ?? policy.premium)}</p>
        </div>
        <div>
          <p className="text-sm font-semibold text-muted">{t('purchase.pay.date')}</p>
          <p className="text-xl font-bold text-ink">
            {formatDate(first?.activation_date ?? policy.created_at)}
          </p>
        </div>
      </div>
      {method.kind === 'card' ? (
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-base font-bold text-ink">{t('purchase.pay.cardTitle')}</p>
            <p className="mt-1 flex items-start gap-2 text-base text-muted">
              <Mail className="mt-1 size-4 shrink-0" aria-hidden="true" />
              {t('purchase.pay.cardBody', { email: policy.holder.email })}
            </p>
          </div>
        </div>
      ) : (
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <Landmark className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-base font-bold text-ink">{t('purchase.pay.debitTitle')}</p>
            <p className="mt-1 text-base text-muted">
              {method.ibanLast4
                ? t('purchase.pay.debitBody', { last4: method.ibanLast4 })
                : t('purchase.pay.debitBodyNoIban')}
            </p>
          </div>
        </div>
      )}
      <p className="text-sm text-muted">{t('purchase.pay.noChargeNow')}</p>
    </div>
  );
}
