import { PaymentMethodType, Role } from '@amparo/domain';
import { ArrowRight, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  isDeadLink,
  type LinkCredential,
  linkSessionToken,
  useLinkCredential,
  usePolicyAccess,
} from '../../../api/policy-access';
import { useSession } from '../../../auth/session-store';
import { PATHS, payReceiptPath } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ExpiredLinkPage } from '../../../ui/expired-link-page';
import { Spinner } from '../../../ui/spinner';
import { StatusPage } from '../../../ui/status-page';
import { loadBookedPurchase } from '../model/booked-policy-store';
import { MissingPurchase } from '../result/missing-purchase';
import { FirstReceiptPayment, type PaymentMethodShown } from './first-receipt-payment';

/**
 * /contratacion/pago: the first receipt and what happens next.
 * `?acceso=<token>` is the link from the booking mail (any device, any tab),
 * taken out of the address once read and kept as a session in this tab;
 * `?poliza=<number>` follows the purchase flow in the same tab; `?policy_id=&payment_id=` is
 * the older address of one receipt.
 * A card receipt is paid on spec 2's `payments` page (/pagos/:policyId/:paymentId), the one
 * every receipt uses; a direct debit is charged by the bank later, so this page only says so.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const credential = useLinkCredential('payment');
  const number = params.get('poliza');
  const policyId = params.get('policy_id');
  const paymentId = params.get('payment_id');
  // The `payments` target in its older form (a returned direct debit's mail): the receipt's own page.
  if (policyId && paymentId) {
    return (
      <Navigate replace to={payReceiptPath(policyId, paymentId, { policyNumber: params.get('policy') })} />
    );
  }
  return credential && !number ? (
    <MailLinkPayment credential={credential} />
  ) : (
    <StoredPayment number={number} />
  );
}

/** Right after booking: the policy is kept in this tab's sessionStorage. */
function StoredPayment({ number }: { number: string | null }) {
  const { t } = useTranslation();
  const isPolicyholder = useSession()?.role === Role.POLICYHOLDER;
  const purchase = loadBookedPurchase(number);
  if (!purchase) return <MissingPurchase />;
  const { policy } = purchase;
  const first = policy.payments[0];
  // The booking's answer carries the payment link's token (the mail's credential), and a
  // policyholder may be logged in: either pays at once. A replayed booking has neither, and the
  // customer pays from the mail.
  const accessToken = policy.payment_access ?? null;
  if (policy.payment_method === 'card' && first && (accessToken || isPolicyholder)) {
    const path = payReceiptPath(policy.id, first.id, {
      policyNumber: policy.number,
      accessToken,
      afterBooking: true,
    });
    return <Navigate replace to={path} />;
  }
  const method: PaymentMethodShown =
    policy.payment_method === 'card'
      ? { kind: 'card', email: policy.holder.email }
      : { kind: 'direct_debit', ibanLast4: purchase.ibanLast4 };
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
      <FirstReceiptPayment
        receipt={{
          price: first?.price ?? policy.premium,
          activationDate: first?.activation_date ?? policy.created_at,
          sequence: 1,
        }}
        method={method}
      />
    </StatusPage>
  );
}

/** From the booking mail: the token alone opens this policy's receipt. */
function MailLinkPayment({ credential }: { credential: LinkCredential }) {
  const { t } = useTranslation();
  const access = usePolicyAccess('payment', credential);
  if (access.isPending) {
    return (
      <div className="flex justify-center py-24" role="status">
        <Spinner />
        <span className="sr-only">{t('purchase.pay.loading')}</span>
      </div>
    );
  }
  if (access.isError) {
    if (isDeadLink(access.error)) return <ExpiredLinkPage callYouReason="pago-enlace-caducado" />;
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
        <Alert>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>
              {t('purchase.pay.loadError')} {access.error.message}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void access.refetch()}>
              {t('purchase.pay.retry')}
            </Button>
          </div>
        </Alert>
      </div>
    );
  }
  const { policy } = access.data;
  const receipt = policy.next_receipt;
  if (policy.payment_method_type !== PaymentMethodType.IBAN && receipt) {
    // The session the link was exchanged for pays the receipt; the receipt page takes it out of the address.
    const accessToken = linkSessionToken('payment') ?? credential.token;
    const path = payReceiptPath(policy.id, receipt.id, { policyNumber: policy.number, accessToken });
    return <Navigate replace to={path} />;
  }
  return (
    <StatusPage
      icon={Receipt}
      eyebrow={t('purchase.pay.eyebrow', { number: policy.number })}
      title={receipt && receipt.sequence !== 1 ? t('purchase.pay.nextTitle') : t('purchase.pay.title')}
      body={t('purchase.pay.leadFromMail', { name: policy.holder_name, product: policy.product.name })}
      callYouReason="pago"
      actions={
        <Button asChild size="lg">
          <Link to={PATHS.customerAccess}>{t('purchase.result.customerArea')}</Link>
        </Button>
      }
    >
      <FirstReceiptPayment
        receipt={
          receipt
            ? { price: receipt.price, activationDate: receipt.activation_date, sequence: receipt.sequence }
            : null
        }
        method={{ kind: 'direct_debit', ibanLast4: policy.iban_last4 }}
      />
    </StatusPage>
  );
}
