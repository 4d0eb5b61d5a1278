import { formatEuro } from '@amparo/domain';
import { CreditCard, Landmark, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { formatDate } from '../../../ui/format';

export type ReceiptToPay = {
  /** Cents. */
  price: number;
  activationDate: string;
  /** 1 for the first receipt of the policy. */
  sequence: number;
};

export type PaymentMethodShown =
  | { kind: 'card'; email: string | null }
  | { kind: 'direct_debit'; ibanLast4: string | null };

export type FirstReceiptPaymentProps = {
  /** Null when the policy has nothing left to pay. */
  receipt: ReceiptToPay | null;
  method: PaymentMethodShown;
};

/**
 * What happens to the first receipt when it is not paid on this screen: a
 * direct debit is charged in the next SEPA file; a card receipt is paid from
 * the mailed payment link when nobody is logged in on this browser (the link's
 * token is the credential the card payment page needs). Charges nothing.
 */
export function FirstReceiptPayment({ receipt, method }: FirstReceiptPaymentProps) {
  const { t } = useTranslation();
  if (!receipt) return <Alert tone="info">{t('purchase.pay.nothingPending')}</Alert>;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 rounded-2xl bg-page p-5 ring-1 ring-line sm:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-muted">
            {receipt.sequence === 1 ? t('purchase.pay.firstReceipt') : t('purchase.pay.nextReceipt')}
          </p>
          <p className="text-3xl font-extrabold text-ink">{formatEuro(receipt.price)}</p>
        </div>
        <div>
          <p className="text-sm font-semibold text-muted">{t('purchase.pay.date')}</p>
          <p className="text-xl font-bold text-ink">{formatDate(receipt.activationDate)}</p>
        </div>
      </div>
      {method.kind === 'card' ? (
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-base font-bold text-ink">{t('purchase.pay.cardTitle')}</p>
            <p className="mt-1 flex items-start gap-2 text-base text-muted wrap-anywhere">
              <Mail className="mt-1 size-4 shrink-0" aria-hidden="true" />
              {method.email
                ? t('purchase.pay.cardBody', { email: method.email })
                : t('purchase.pay.cardBodyNoEmail')}
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
