import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';

export default function RepeatedImeiPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={Copy}
      tone="warning"
      title={t('errorPages.repeatedImei.title')}
      body={
        <>
          <p>{t('errorPages.repeatedImei.body')}</p>
          <p className="mt-3">{t('errorPages.repeatedImei.hint')}</p>
        </>
      }
      callYouReason="repeated-imei"
      actions={
        <Button asChild variant="secondary">
          <Link to="/">{t('errorPages.repeatedImei.action')}</Link>
        </Button>
      }
    />
  );
}
