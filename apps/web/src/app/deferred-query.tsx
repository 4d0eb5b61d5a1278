import type { QueryClient } from '@tanstack/react-query';
import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';

// The query cache (TanStack Query) is not needed to paint the landing page:
// it is fetched once the page is idle, before any lazily loaded page renders
// (routes.tsx waits for it) and before any dialog opens. Until then the
// context holds no client, and nothing on the landing's first render reads it.
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    client = createQueryClient();
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getClient = () => client;

export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, getClient, getClient);
}

/** QueryClientProvider, once the client has arrived (same context, so nothing remounts). */
export function DeferredQueryProvider({ children }: { children: ReactNode }) {
  const loaded = useLoadedQueryClient();
  useEffect(() => {
    if (!loaded) return;
    loaded.mount();
    return () => loaded.unmount();
  }, [loaded]);
  return <QueryClientContext.Provider value={loaded}>{children}</QueryClientContext.Provider>;
}

/** Renders its children only once the query client exists (for dialogs, which may query). */
export function WhenQueryReady({ children }: { children: ReactNode }) {
  return useLoadedQueryClient() ? children : null;
}
