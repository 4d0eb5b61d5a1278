import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../navigation/paths';
import { Button } from './button';
import { StatusPage } from './status-page';

/** A mail link (payment, phone check) whose token is expired, used or unknown. */
export function ExpiredLinkPage({ callYouReason }: { callYouReason: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={Link2Off}
      tone="warning"
      title={t('errorPages.expiredLink.title')}
      body={<p>{t('errorPages.expiredLink.body')}</p>}
      callYouReason={callYouReason}
      actions={
        <Button asChild size="lg">
          <Link to={PATHS.customerAccess}>{t('errorPages.expiredLink.action')}</Link>
        </Button>
      }
    />
  );
}
