import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner';
import { isLoading, loadingLabel, subscribeToLoading } from './loading-store';

/**
 * Global overlay (spec 2) driven by loading.show()/hide()/during(): up while the page hands the
 * customer to the card gateway (use-card-payment.ts), so nothing can be tapped twice meanwhile.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const isVisible = useSyncExternalStore(subscribeToLoading, isLoading, isLoading);
  const label = useSyncExternalStore(subscribeToLoading, loadingLabel, loadingLabel);
  if (!isVisible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-white/80 backdrop-blur-sm animate-overlay-in"
    >
      <Spinner size="lg" />
      <p className="text-base font-semibold text-ink">{label ?? t('loading.label')}</p>
    </div>
  );
}
