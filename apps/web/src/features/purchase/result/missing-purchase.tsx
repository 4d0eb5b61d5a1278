import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { Button } from '../../../ui/button';
import { StatusPage } from '../../../ui/status-page';

/** The booked policy is kept per tab: another tab or a cleared session lands here. */
export function MissingPurchase() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={SearchX}
      title={t('purchase.missing.title')}
      body={t('purchase.missing.body')}
      actions={
        <>
          <Button asChild>
            <Link to={PATHS.customerAccess}>{t('purchase.result.customerArea')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={PATHS.purchase}>{t('purchase.missing.start')}</Link>
          </Button>
        </>
      }
    />
  );
}
