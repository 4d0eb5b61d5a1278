import type { PolicyAccess } from '@amparo/contract';
import { PaymentMethodType } from '@amparo/domain';
import { ArrowRight, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isDeadLink, usePolicyAccess } from '../../../api/policy-access';
import { PATHS } from '../../../navigation/paths';
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
 * `?acceso=<token>` is the link from the booking mail (any device, any tab);
 * `?poliza=<number>` follows the purchase flow in the same tab.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const token = params.get('acceso');
  return token ? <MailLinkPayment token={token} /> : <StoredPayment number={params.get('poliza')} />;
}

/** Right after booking: the policy is kept in this tab's sessionStorage. */
function StoredPayment({ number }: { number: string | null }) {
  const { t } = useTranslation();
  const purchase = loadBookedPurchase(number);
  if (!purchase) return <MissingPurchase />;
  const { policy } = purchase;
  const first = policy.payments[0];
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

function accessMethod(policy: PolicyAccess['policy']): PaymentMethodShown {
  return policy.payment_method_type === PaymentMethodType.IBAN
    ? { kind: 'direct_debit', ibanLast4: policy.iban_last4 }
    : { kind: 'card', email: null };
}

/** From the booking mail: the token alone opens this policy's receipt. */
function MailLinkPayment({ token }: { token: string }) {
  const { t } = useTranslation();
  const access = usePolicyAccess('payment', token);
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
        method={accessMethod(policy)}
      />
    </StatusPage>
  );
}
