import { Camera, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../navigation/use-app-navigate';
import { Button } from '../../ui/button';
import { StatusList, StatusPage } from '../../ui/status-page';

/** Spec 6 and 8: camera access is required to evaluate the phone. */
export default function PermissionRequiredPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  return (
    <StatusPage
      icon={Camera}
      tone="brand"
      title={t('errorPages.permissionRequired.title')}
      body={<p>{t('errorPages.permissionRequired.body')}</p>}
      callYouReason="camera-permission"
      actions={
        // Back to the step that asked for the camera, which asks again.
        <Button onClick={() => navigate(-1)}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('errorPages.permissionRequired.action')}
        </Button>
      }
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <StatusList
          ordered
          title={t('errorPages.permissionRequired.iosTitle')}
          items={t('errorPages.permissionRequired.ios', { returnObjects: true })}
        />
        <StatusList
          ordered
          title={t('errorPages.permissionRequired.androidTitle')}
          items={t('errorPages.permissionRequired.android', { returnObjects: true })}
        />
      </div>
    </StatusPage>
  );
}
