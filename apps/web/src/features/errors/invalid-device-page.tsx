import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { StatusList, StatusPage } from '../../ui/status-page';

/** OS too old (spec 5, 8): minimums iOS 14.3 and Android 7.0. */
export default function InvalidDevicePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={Smartphone}
      tone="warning"
      title={t('errorPages.invalidDevice.title')}
      body={<p>{t('errorPages.invalidDevice.body')}</p>}
      callYouReason="invalid-device"
      actions={
        <Button asChild variant="secondary">
          <Link to="/">{t('errorPages.invalidDevice.action')}</Link>
        </Button>
      }
    >
      <StatusList
        title={t('errorPages.invalidDevice.requirementsTitle')}
        items={t('errorPages.invalidDevice.requirements', { returnObjects: true })}
      />
      <StatusList
        ordered
        title={t('errorPages.invalidDevice.whatToDoTitle')}
        items={t('errorPages.invalidDevice.whatToDo', { returnObjects: true })}
      />
    </StatusPage>
  );
}
