import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { PageShell } from '../ui/page-shell';

/** Error boundary of the router: any render or loader failure shows the generic error page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Keep the cause visible to whoever debugs it; the customer sees the friendly page.
    console.error(error);
  }, [error]);
  return (
    <PageShell>
      <ErrorPage />
    </PageShell>
  );
}
