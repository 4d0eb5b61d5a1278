import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DeferredQueryProvider, loadQueryClient, WhenQueryReady } from './app/deferred-query';
import { DeferredToaster } from './app/deferred-toaster';
import { createAppRouter } from './app/router';
import { whenIdleAfterLoad } from './hooks/use-after-load';
import { loadRestTexts } from './i18n';
import { LoadingOverlay } from './ui/loading/loading-overlay';
import { subscribeToModals } from './ui/modals/modal-bus';
import { ModalHost } from './ui/modals/modal-host';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

const router = createAppRouter();

// ModalHost, the toasts and LoadingOverlay sit beside the router: they are
// driven by events and stores, so any module can use them without React context.
createRoot(rootElement).render(
  <StrictMode>
    <DeferredQueryProvider>
      <RouterProvider router={router} />
      <WhenQueryReady>
        <ModalHost />
      </WhenQueryReady>
      <DeferredToaster />
      <LoadingOverlay />
    </DeferredQueryProvider>
  </StrictMode>,
);

// The query cache and the texts of the other pages (and of dialogs such as the
// legal ones) arrive once the landing is idle, so the next page or dialog does
// not wait for them; a dialog opened sooner fetches them at once.
whenIdleAfterLoad(() => {
  void loadQueryClient();
  void loadRestTexts();
});
const stopWatchingModals = subscribeToModals(() => {
  void loadQueryClient();
  void loadRestTexts();
  stopWatchingModals();
});
