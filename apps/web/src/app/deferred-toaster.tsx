import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAfterLoad } from '../hooks/use-after-load';
import { getToasts, subscribeToToasts } from '../ui/toast/toast-store';

// The toast region (Radix) is not needed to paint a page: it is fetched once
// the page is idle, or at once when a toast is raised before that.
const Toaster = lazy(() => import('../ui/toast/toaster').then((module) => ({ default: module.Toaster })));

const hasToasts = () => getToasts().length > 0;

export function DeferredToaster() {
  const afterLoad = useAfterLoad();
  const toastRaised = useSyncExternalStore(subscribeToToasts, hasToasts, hasToasts);
  if (!afterLoad && !toastRaised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
