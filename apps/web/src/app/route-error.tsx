import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageShell } from '../ui/page-shell';
import { PageFallback } from './root-layout';

/** Shown when even the error page cannot be fetched (the network is down, or a deploy removed the chunks). */
function BareErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold text-ink">{t('errors.generic')}</h1>
      <p className="text-muted">{t('errors.network')}</p>
      <a href="/" className="font-semibold text-brand-strong underline">
        {t('nav.goHome')}
      </a>
    </div>
  );
}

// Fetched only when something fails, so no page pays for it up front.
const ErrorPage = lazy(() =>
  import('../features/errors/error-page').then(
    (module) => ({ default: module.ErrorPage }),
    () => ({ default: BareErrorPage }),
  ),
);

/** Error boundary of the router: any render or loader failure shows the generic error page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Keep the cause visible to whoever debugs it; the customer sees the friendly page.
    console.error(error);
  }, [error]);
  return (
    <PageShell>
      <Suspense fallback={<PageFallback />}>
        <ErrorPage />
      </Suspense>
    </PageShell>
  );
}
