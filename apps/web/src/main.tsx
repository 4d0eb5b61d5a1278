import './index.css';
import './i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { LoadingOverlay } from './ui/loading/loading-overlay';
import { ModalHost } from './ui/modals/modal-host';
import { Toaster } from './ui/toast/toaster';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
const router = createAppRouter();

// ModalHost, Toaster and LoadingOverlay sit beside the router: they are driven
// by events and stores, so any module can use them without React context.
createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ModalHost />
      <Toaster />
      <LoadingOverlay />
    </QueryClientProvider>
  </StrictMode>,
);
