import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';

/** Spec 8 'Ha ocurrido un error'; also the router's error boundary screen. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={CircleAlert}
      tone="danger"
      title={t('errorPages.generic.title')}
      body={<p>{t('errorPages.generic.body')}</p>}
      callYouReason="error"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('errorPages.generic.retry')}
          </Button>
          <Button asChild variant="secondary">
            <Link to="/">{t('errorPages.generic.action')}</Link>
          </Button>
        </>
      }
    />
  );
}

export default ErrorPage;
