import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { subscribeToApp, waitingUpdate } from './pwa-state';

/** 'Nueva versión disponible' with 'Actualizar', while a new version of the app waits (pwa-state.ts). */
export function AppUpdateBanner() {
  const { t } = useTranslation();
  const update = useSyncExternalStore(subscribeToApp, waitingUpdate, waitingUpdate);
  if (!update) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-white shadow-2xl sm:inset-x-auto sm:right-4"
    >
      <RefreshCw className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm font-semibold">{t('app.update.available')}</p>
      <Button size="sm" variant="inverse" onClick={() => void update()}>
        {t('app.update.action')}
      </Button>
    </div>
  );
}
