import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from '../ui/pwa/pwa-state';

/**
 * Registers the service worker (apps/web/pwa.config.ts) once the page has loaded. A new version
 * installed meanwhile waits; the page offers 'Actualizar' (app-update-banner.tsx), which activates
 * it and reloads. Checked again every hour for a tab left open.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    onNeedRefresh: () => offerUpdate(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
    },
  });
}
