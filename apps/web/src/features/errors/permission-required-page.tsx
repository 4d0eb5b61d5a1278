import { Camera, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS, safeReturnPath } from '../../navigation/paths';
import { useAppNavigate } from '../../navigation/use-app-navigate';
import { Button } from '../../ui/button';
import { StatusList, StatusPage } from '../../ui/status-page';

/** `?desde=`: the capture page that asked for the camera, only a page of the phone check. */
export function retryPath(from: string | null): string | null {
  const path = safeReturnPath(from);
  return path && (path === PATHS.evaluation || path.startsWith(`${PATHS.evaluation}/`)) ? path : null;
}

/**
 * Spec 6 and 8: camera access is required to evaluate the phone. The capture pages come here when
 * the browser refuses the camera (`?desde=<that page>`); 'Volver a intentarlo' goes back there,
 * which asks for the camera again.
 */
export default function PermissionRequiredPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const back = retryPath(params.get('desde'));
  const retryLabel = (
    <>
      <RotateCw className="size-4" aria-hidden="true" />
      {t('errorPages.permissionRequired.action')}
    </>
  );
  return (
    <StatusPage
      icon={Camera}
      tone="brand"
      title={t('errorPages.permissionRequired.title')}
      body={<p>{t('errorPages.permissionRequired.body')}</p>}
      callYouReason="camera-permission"
      actions={
        back ? (
          <Button asChild>
            <Link to={back} replace>
              {retryLabel}
            </Link>
          </Button>
        ) : (
          <Button onClick={() => navigate(-1)}>{retryLabel}</Button>
        )
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
      <p className="text-sm text-muted">{t('errorPages.permissionRequired.stillBlocked')}</p>
    </StatusPage>
  );
}
