import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DeferredToaster } from './app/deferred-toaster';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { whenIdleAfterLoad } from './hooks/use-after-load';
import { loadRestTexts } from './i18n';
import { LoadingOverlay } from './ui/loading/loading-overlay';
import { ModalHost } from './ui/modals/modal-host';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
const router = createAppRouter();

// ModalHost, the toasts and LoadingOverlay sit beside the router: they are
// driven by events and stores, so any module can use them without React context.
createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ModalHost />
      <DeferredToaster />
      <LoadingOverlay />
    </QueryClientProvider>
  </StrictMode>,
);

// The texts of the other pages (and of dialogs such as the legal ones) arrive
// once the landing is idle, so the next page or dialog does not wait for them.
whenIdleAfterLoad(() => void loadRestTexts());
