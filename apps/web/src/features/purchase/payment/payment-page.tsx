import { ArrowRight, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { Button } from '../../../ui/button';
import { StatusPage } from '../../../ui/status-page';
import { loadBookedPurchase } from '../model/booked-policy-store';
import { MissingPurchase } from '../result/missing-purchase';
import { FirstReceiptPayment } from './first-receipt-payment';

/** /contratacion/pago?poliza=<number>: the first receipt and what happens next. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const number = params.get('poliza');
  const purchase = loadBookedPurchase(number);
  if (!purchase) return <MissingPurchase />;
  const { policy } = purchase;
  const method =
    policy.payment_method === 'card'
      ? ({ kind: 'card' } as const)
      : ({ kind: 'direct_debit', ibanLast4: purchase.ibanLast4 } as const);
  return (
    <StatusPage
      icon={Receipt}
      eyebrow={t('purchase.pay.eyebrow', { number: policy.number })}
      title={t('purchase.pay.title')}
      body={t('purchase.pay.lead')}
      callYouReason="pago"
      actions={
        <Button asChild size="lg">
          <Link to={`${PATHS.purchaseResult}?poliza=${encodeURIComponent(policy.number)}`}>
            {t('purchase.pay.continue')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <FirstReceiptPayment policy={policy} method={method} />
    </StatusPage>
  );
}
