import '../i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DeferredQueryProvider } from './deferred-query';
import { titleFor } from './document-title';
import { whenRouterReady } from './router';
import { appRoutes } from './routes';

/**
 * A page as HTML and its tab title, rendered at build time (vite.config.ts) so
 * that a phone paints it before any script arrives: the landing ('/') and the
 * first step of the purchase ('/contratacion'), whose texts and catalog are
 * public. It is the markup the app's first render produces on a first visit
 * (the parts that wait for the page to be idle or for the API render their
 * placeholders), so the app adopts it (hydrateRoot in main.tsx) and nothing moves.
 */
export async function renderPageHtml(path: string): Promise<{ html: string; title: string }> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // A lazily loaded page waits for its code, the rest of the texts and the query cache (routes.tsx),
  // as the app does before it adopts the HTML; the landing has none of them (nor the app, then).
  await whenRouterReady(router);
  const html = renderToString(
    <StrictMode>
      <DeferredQueryProvider>
        <RouterProvider router={router} />
      </DeferredQueryProvider>
    </StrictMode>,
  );
  const title = titleFor(
    router.state.matches.map((match) => match.route.id),
    router.state.errors !== null,
  );
  router.dispose();
  return { html, title };
}
