import { Role } from '@amparo/domain';
import { CircleCheck, Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../auth/session-store';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusPage } from '../../../ui/status-page';
import { useReceiptToPay } from '../api/receipt-api';
import { chooseCredential } from '../model/choose-credential';
import {
  isPolicyActive,
  isReceiptSettled,
  type PaymentReturn,
  SETTLE_POLL_MS,
  SETTLE_TIMEOUT_MS,
} from '../model/payment-return';
import { NextStep } from './next-step';
import { LoginToPay, ReceiptLoadError } from './payment-page-states';
import { ReceiptSummary } from './receipt-summary';

/** After SETTLE_TIMEOUT_MS without a paid receipt the page stops polling and says the payment is on its way. */
function useSettleTimeout(): [boolean, () => void] {
  const [deadline, setDeadline] = useState(() => Date.now() + SETTLE_TIMEOUT_MS);
  const [isTimedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);
  return [isTimedOut, () => setDeadline(Date.now() + SETTLE_TIMEOUT_MS)];
}

/** OK address: 'Pago recibido' once the receipt reads PAGADO, the policy's state and the next step. */
export function PaidOutcome({ back }: { back: PaymentReturn }) {
  const { t } = useTranslation();
  const session = useSession();
  const credential = chooseCredential({
    policyId: back.policyId,
    linkToken: null,
    isPolicyholder: session?.role === Role.POLICYHOLDER,
  });
  const [isTimedOut, checkAgain] = useSettleTimeout();
  const receipt = useReceiptToPay(back.policyId, back.paymentId, credential, {
    pollEveryMs: (data) => (isReceiptSettled(data) || isTimedOut ? false : SETTLE_POLL_MS),
  });
  const isSettled = isReceiptSettled(receipt.data);
  if (!credential) return <LoginToPay />;
  if (receipt.isError)
    return <ReceiptLoadError error={receipt.error} onRetry={() => void receipt.refetch()} />;
  if (!receipt.data || !isSettled) {
    return isTimedOut ? (
      <StatusPage
        icon={Hourglass}
        tone="warning"
        title={t('payments.paid.slowTitle')}
        body={t('payments.paid.slowBody')}
        callYouReason="pago-sin-confirmar"
        actions={
          <>
            <Button
              size="lg"
              onClick={() => {
                checkAgain();
                void receipt.refetch();
              }}
            >
              {t('payments.paid.checkAgain')}
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={PATHS.customerArea}>{t('payments.goCustomerArea')}</Link>
            </Button>
          </>
        }
      />
    ) : (
      <div className="flex flex-col items-center gap-4 px-4 py-24 text-center" role="status">
        <Spinner />
        <p className="text-lg font-bold text-ink">{t('payments.paid.confirming')}</p>
        <p className="text-base text-muted">{t('payments.paid.confirmingBody')}</p>
      </div>
    );
  }
  const data = receipt.data;
  return (
    <StatusPage
      icon={CircleCheck}
      tone="success"
      eyebrow={t('payments.pay.eyebrow', { number: data.policyNumber })}
      title={t('payments.paid.title')}
      body={t('payments.paid.body')}
      actions={
        <Button asChild size="lg" variant="secondary">
          {/* The access page sends a logged-in policyholder straight on to the area. */}
          <Link to={PATHS.customerAccess}>{t('payments.goCustomerArea')}</Link>
        </Button>
      }
    >
      <ReceiptSummary receipt={data} />
      {isPolicyActive(data) ? (
        <Alert tone="success">{t('payments.paid.policyActive')}</Alert>
      ) : (
        <Alert tone="info">{t('payments.paid.policyWaitsCheck')}</Alert>
      )}
      <NextStep receipt={data} />
    </StatusPage>
  );
}
