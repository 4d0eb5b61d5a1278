import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DeferredQueryProvider, loadQueryClient, WhenQueryReady } from './app/deferred-query';
import { DeferredToaster } from './app/deferred-toaster';
import { DocumentTitleSync } from './app/document-title-sync';
import { createAppRouter, whenRouterReady } from './app/router';
import { hasDraftLocally } from './features/purchase/model/draft-key';
import { whenIdleAfterLoad } from './hooks/use-after-load';
import { loadRestTexts } from './i18n';
import { isEmbeddedWebView } from './navigation/embedded-webview';
import { LoadingOverlay } from './ui/loading/loading-overlay';
import { subscribeToModals } from './ui/modals/modal-bus';
import { ModalHost } from './ui/modals/modal-host';
import { AppUpdateBanner } from './ui/pwa/app-update-banner';
import { listenForInstallPrompt } from './ui/pwa/pwa-state';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// A bank's app adds ?embedded=1 to the link it opens (docs/signing-web.md): read it on the first
// page, before the address changes, so that every later page knows it runs inside a web view.
isEmbeddedWebView();

// The browser's install prompt fires once, early: kept for the pages that offer 'Instalar la app'.
listenForInstallPrompt();

// The booking mail's phone-check link: its policy is asked for now, beside the page's scripts (the
// guard's chunk is preloaded with the page's HTML), not after the guard and the page have run.
if (/\/peritation\/\d+\/?$/.test(window.location.pathname) && window.location.search.includes('acceso=')) {
  void import('./navigation/os-version-guard').then((guard) => guard.openMailLinkEarly());
}

const router = createAppRouter();

// ModalHost, the toasts and LoadingOverlay sit beside the router: they are
// driven by events and stores, so any module can use them without React context.
const app = (
  <StrictMode>
    <DeferredQueryProvider>
      <RouterProvider router={router} />
      <DocumentTitleSync router={router} />
      <WhenQueryReady>
        <ModalHost />
      </WhenQueryReady>
      <DeferredToaster />
      <LoadingOverlay />
      <AppUpdateBanner />
    </DeferredQueryProvider>
  </StrictMode>
);

// '/' and a first visit to '/contratacion' arrive prerendered (dist/landing.html, dist/pages/):
// once the router has the page's code, React adopts that markup instead of building it again. A
// purchase this tab already started shows its own values, not the HTML's: React replaces it then.
// Any other page starts from the empty shell, rendered as a transition so that React yields to the
// browser as it goes.
if (rootElement.firstElementChild) {
  void whenRouterReady(router)
    // The HTML paints first: adopting it is the longest task, and without this frame a phone may
    // show nothing until it is done (seen in Lighthouse's traces).
    .then(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))))
    .then(() => {
      const resumesPurchase = router.state.matches.some((match) => match.route.id === 'purchase');
      if (resumesPurchase && hasDraftLocally()) createRoot(rootElement).render(app);
      else hydrateRoot(rootElement, app);
      // A prerendered form comes inert (vite.config.ts): React now answers it (a tap made while it
      // adopts the markup is replayed once done).
      rootElement.removeAttribute('inert');
    });
} else {
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}

// The query cache and the texts of the other pages (and of dialogs such as the
// legal ones) arrive once the landing is idle, so the next page or dialog does
// not wait for them; a dialog opened sooner fetches them at once.
whenIdleAfterLoad(() => {
  void loadQueryClient();
  void loadRestTexts();
  // The installable app's service worker (docs/installable-app.md), never on the first paint's path.
  void import('./app/service-worker').then((worker) => worker.registerServiceWorker());
});
const stopWatchingModals = subscribeToModals(() => {
  void loadQueryClient();
  void loadRestTexts();
  stopWatchingModals();
});
