import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getOpenModal, subscribeToModals } from './modal-bus';

// The dialog code (Radix, forms, validation) is fetched the first time a
// modal opens, so the landing page does not pay for it up front.
const ModalRenderer = lazy(() => import('./modal-renderer'));

export function ModalHost() {
  const modal = useSyncExternalStore(subscribeToModals, getOpenModal, getOpenModal);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <ModalRenderer modal={modal} />
    </Suspense>
  );
}
