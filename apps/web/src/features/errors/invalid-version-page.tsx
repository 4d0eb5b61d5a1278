import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { StatusPage } from '../../ui/status-page';

/** Where the /peritation guard sends devices below the OS minimums (spec 2). */
export default function InvalidVersionPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={ShieldAlert}
      tone="warning"
      title={t('errorPages.invalidVersion.title')}
      body={
        <>
          <p>{t('errorPages.invalidVersion.body')}</p>
          <p className="mt-3">{t('errorPages.invalidVersion.hint')}</p>
        </>
      }
      callYouReason="invalid-version"
      actions={
        <>
          <Button asChild>
            <Link to={PATHS.invalidDevice}>{t('errorPages.invalidVersion.more')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/">{t('errorPages.invalidVersion.action')}</Link>
          </Button>
        </>
      }
    />
  );
}
