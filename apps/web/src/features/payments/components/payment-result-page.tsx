import { Role } from '@amparo/domain';
import { CircleX, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../auth/session-store';
import { PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { StatusPage } from '../../../ui/status-page';
import { useReceiptToPay } from '../api/receipt-api';
import { chooseCredential } from '../model/choose-credential';
import { type PaymentReturn, readPaymentReturn } from '../model/payment-return';
import { PaidOutcome } from './paid-outcome';
import { PayReceipt } from './pay-receipt';
import { LoadingReceipt, LoginToPay, ReceiptLoadError } from './payment-page-states';

/** /pagos/resultado — where the card gateway sends the customer back (OK or KO address). */
export default function PaymentResultPage() {
  const [search] = useSearchParams();
  const back = readPaymentReturn(search);
  if (!back) return <UnknownReturn />;
  return back.outcome === 'ok' ? <PaidOutcome back={back} /> : <DeniedOutcome back={back} />;
}

/** KO: spec 8's card message, the receipt again, and a button that starts a new attempt. */
function DeniedOutcome({ back }: { back: PaymentReturn }) {
  const { t } = useTranslation();
  const session = useSession();
  const credential = chooseCredential({
    policyId: back.policyId,
    linkToken: null,
    isPolicyholder: session?.role === Role.POLICYHOLDER,
  });
  const receipt = useReceiptToPay(back.policyId, back.paymentId, credential);
  if (!credential) return <LoginToPay />;
  if (receipt.isPending) return <LoadingReceipt />;
  if (receipt.isError)
    return <ReceiptLoadError error={receipt.error} onRetry={() => void receipt.refetch()} />;
  return (
    <StatusPage
      icon={CircleX}
      tone="danger"
      eyebrow={receipt.data ? t('payments.pay.eyebrow', { number: receipt.data.policyNumber }) : undefined}
      title={t('payments.denied.title')}
      body={<Alert>{t('payments.denied.cardError')}</Alert>}
      callYouReason="pago-denegado"
    >
      {receipt.data ? (
        <PayReceipt receipt={receipt.data} credential={credential} isRetry />
      ) : (
        <p className="text-base text-muted">{t('payments.pay.nothingToPay')}</p>
      )}
    </StatusPage>
  );
}

function UnknownReturn() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={SearchX}
      title={t('payments.unknown.title')}
      body={t('payments.unknown.body')}
      actions={
        <Button asChild size="lg">
          <Link to={PATHS.customerArea}>{t('payments.goCustomerArea')}</Link>
        </Button>
      }
    />
  );
}
