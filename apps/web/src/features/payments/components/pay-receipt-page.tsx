import { Role } from '@amparo/domain';
import { Receipt } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../auth/session-store';
import { PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { StatusPage } from '../../../ui/status-page';
import { useReceiptToPay } from '../api/receipt-api';
import { chooseCredential } from '../model/choose-credential';
import { PayReceipt } from './pay-receipt';
import { LoadingReceipt, LoginToPay, ReceiptLoadError } from './payment-page-states';

/**
 * /pagos/:policyId/:paymentId — spec 2's named route `payments`: one receipt, paid by card.
 * Opened from the customer area ('Pagar ahora'), the 'Recibo sin pagar' notice, or a mail
 * link carrying `?acceso=<token>`. `?poliza=` labels the page while it loads.
 */
export default function PayReceiptPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const session = useSession();
  const policyId = Number(params.policyId);
  const paymentId = Number(params.paymentId);
  const credential = chooseCredential({
    policyId,
    linkToken: search.get('acceso'),
    isPolicyholder: session?.role === Role.POLICYHOLDER,
  });
  const receipt = useReceiptToPay(policyId, paymentId, credential);
  const linkToken = search.get('acceso');
  // Once kept for this tab, the token leaves the address (replaced, not pushed): no history,
  // bookmark or Referer carries it (docs/security.md, "Link tokens").
  useEffect(() => {
    if (!linkToken) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('acceso');
        return next;
      },
      { replace: true },
    );
  }, [linkToken, setSearch]);
  if (!credential) return <LoginToPay />;
  if (receipt.isPending) return <LoadingReceipt />;
  if (receipt.isError)
    return <ReceiptLoadError error={receipt.error} onRetry={() => void receipt.refetch()} />;
  const number = receipt.data?.policyNumber ?? search.get('poliza');
  return (
    <StatusPage
      icon={Receipt}
      eyebrow={number ? t('payments.pay.eyebrow', { number }) : undefined}
      title={t('payments.pay.title')}
      body={t('payments.pay.lead')}
      callYouReason="pago"
      actions={
        // Right after booking: the booking's summary stays one click away, paid or not.
        search.get('alta') === '1' && number ? (
          <Button asChild size="lg" variant="secondary">
            <Link to={`${PATHS.purchaseResult}?poliza=${encodeURIComponent(number)}`}>
              {t('payments.pay.later')}
            </Link>
          </Button>
        ) : undefined
      }
    >
      {receipt.data ? (
        <PayReceipt
          receipt={receipt.data}
          credential={credential}
          offerNewIban={search.get('cuenta') === 'nueva'}
        />
      ) : (
        <p className="text-base text-muted">{t('payments.pay.nothingToPay')}</p>
      )}
    </StatusPage>
  );
}
