import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageShell } from '../ui/page-shell';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <PageShell>
      {/* Thin bar while a lazily loaded screen arrives; the global overlay is for user actions. */}
      {navigation.state === 'loading' ? (
        <div className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand" aria-hidden="true" />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </PageShell>
  );
}

/**
 * Shown while a page's code arrives on first load: keeps the footer below the
 * fold so nothing jumps when the page renders.
 */
export function PageFallback() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
