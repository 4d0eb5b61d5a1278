import { Download, Smartphone } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Card } from '../card';
import {
  isAppInstalled,
  pendingInstallPrompt,
  promptInstall,
  runsAsInstalledApp,
  subscribeToApp,
} from './pwa-state';

/** iPhone and iPad Safari: no install prompt, the Share menu's 'Añadir a pantalla de inicio' instead. */
const isIos = () =>
  typeof navigator !== 'undefined' &&
  (/iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1));

/**
 * Spec 1 and 2's 'download the app', as the installable web app: 'Instalar la app' with the
 * browser's own prompt where there is one, the iPhone's steps where there is not, and nothing once
 * the page runs as the app (docs/installable-app.md).
 */
export function InstallAppCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const prompt = useSyncExternalStore(subscribeToApp, pendingInstallPrompt, pendingInstallPrompt);
  const installed = useSyncExternalStore(subscribeToApp, isAppInstalled, isAppInstalled);
  const [accepted, setAccepted] = useState(false);
  if (runsAsInstalledApp()) return null;
  if (!prompt && !installed && !accepted && !isIos()) return null;
  return (
    <Card as="section" tone="soft" className={className} aria-label={t('app.install.title')}>
      <div className="flex items-start gap-3">
        <Smartphone className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
        <div className="flex flex-col items-start gap-2">
          <h2 className="text-lg font-bold text-ink">{t('app.install.title')}</h2>
          {installed || accepted ? (
            <p className="text-sm text-ink">{t('app.install.installed')}</p>
          ) : (
            <>
              <p className="text-sm text-muted">{t('app.install.body')}</p>
              {prompt ? (
                <Button size="sm" onClick={async () => setAccepted((await promptInstall()) === 'accepted')}>
                  <Download className="size-4" aria-hidden="true" />
                  {t('app.install.action')}
                </Button>
              ) : (
                <p className="text-sm font-semibold text-ink">{t('app.install.iosHint')}</p>
              )}
            </>
          )}
        </div>
      </div>
    </Card>
  );
}
