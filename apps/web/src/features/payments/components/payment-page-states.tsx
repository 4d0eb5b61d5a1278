import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isDeadLink } from '../../../api/policy-access';
import { customerAccessPath } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ExpiredLinkPage } from '../../../ui/expired-link-page';
import { Spinner } from '../../../ui/spinner';
import { StatusPage } from '../../../ui/status-page';

export function LoadingReceipt() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-24" role="status">
      <Spinner />
      <span className="sr-only">{t('payments.pay.loading')}</span>
    </div>
  );
}

/** A dead mail link explains itself; anything else can be retried. */
export function ReceiptLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isDeadLink(error)) return <ExpiredLinkPage callYouReason="pago-enlace-caducado" />;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
      <Alert>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>
            {t('payments.pay.loadError')} {error.message}
          </span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('payments.pay.retryLoad')}
          </Button>
        </div>
      </Alert>
    </div>
  );
}

/** Neither a login nor a link: the customer area's one-time code, then back to this page. */
export function LoginToPay() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <StatusPage
      icon={LogIn}
      title={t('payments.login.title')}
      body={t('payments.login.body')}
      callYouReason="pago"
      actions={
        <Button asChild size="lg">
          <Link to={customerAccessPath(`${location.pathname}${location.search}`)}>
            {t('payments.login.action')}
          </Link>
        </Button>
      }
    />
  );
}
