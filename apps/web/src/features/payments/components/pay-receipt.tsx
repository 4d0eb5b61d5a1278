import { formatEuro } from '@amparo/domain';
import { CreditCard, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import type { PayCredential } from '../api/receipt-api';
import { useCardPayment } from '../hooks/use-card-payment';
import { canPayByCard, type ReceiptToPay } from '../model/receipt-to-pay';
import { NewIbanForm } from './new-iban-form';
import { ReceiptSummary } from './receipt-summary';

/**
 * One receipt and its card payment: the summary, then a button that asks the API for the
 * signed gateway form and posts it. Shared by the receipt page, the booking's payment page
 * and the retry after a denied card.
 */
export function PayReceipt({
  receipt,
  credential,
  isRetry = false,
  offerNewIban = false,
}: {
  receipt: ReceiptToPay;
  credential: PayCredential;
  /** After a denied card: the same receipt, a new attempt. */
  isRetry?: boolean;
  /** A returned debit's 'Indicar otra cuenta' link (`cuenta=nueva`): a new account as well as the card. */
  offerNewIban?: boolean;
}) {
  const { t } = useTranslation();
  const payment = useCardPayment(credential);
  const isPayable = canPayByCard(receipt);
  return (
    <div className="flex flex-col gap-5">
      <ReceiptSummary receipt={receipt} />
      {isPayable ? (
        <>
          <Button
            size="lg"
            fullWidth
            isLoading={payment.isPending}
            onClick={() => payment.pay(receipt.policyId, receipt.paymentId)}
          >
            {!payment.isPending ? <CreditCard className="size-5" aria-hidden="true" /> : null}
            {isRetry
              ? t('payments.pay.retryButton')
              : t('payments.pay.button', { amount: formatEuro(receipt.pendingAmount) })}
          </Button>
          {payment.error ? <Alert>{payment.error}</Alert> : null}
          <p className="flex items-start gap-2 text-sm text-muted">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('payments.pay.gatewayNote')}
          </p>
          {offerNewIban ? <NewIbanForm receipt={receipt} credential={credential} /> : null}
        </>
      ) : (
        <Alert tone={receipt.status === 'PAGADO' ? 'success' : 'info'}>
          {receipt.status === 'PAGADO'
            ? t('payments.pay.alreadyPaid')
            : receipt.collection?.state === 'in_bank'
              ? t('payments.pay.inBank', { date: formatDate(receipt.collection.date) })
              : t('payments.pay.nothingToPay')}
        </Alert>
      )}
    </div>
  );
}
