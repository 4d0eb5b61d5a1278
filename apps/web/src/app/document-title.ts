import type { createBrowserRouter } from 'react-router';
import { i18n } from '../i18n';
import { esTitles } from '../i18n/es-titles';

type Router = ReturnType<typeof createBrowserRouter>;
type TitledId = keyof typeof esTitles.titles.pages;

/** A route with a title: the public site's (first load), or the back office's once its texts loaded. */
function isTitled(id: string): id is TitledId {
  return Object.hasOwn(esTitles.titles.pages, id) || i18n.exists(`titles.pages.${id}`);
}

/**
 * The tab title of a page: the deepest matched route that has one in
 * i18n/es-titles.ts, the error title when a route failed, the home title
 * otherwise (the landing, and any route not named yet).
 */
export function titleFor(routeIds: readonly string[], failed = false): string {
  const id = failed ? 'error' : [...routeIds].reverse().find(isTitled);
  if (!id) return i18n.t('titles.home');
  return i18n.t('titles.page', { page: i18n.t(`titles.pages.${id}`) });
}

/**
 * Keeps document.title in step with the router, the back office included; returns the unsubscribe.
 * Call it only once RouterProvider has mounted (DocumentTitleSync): a router that already has a
 * subscriber when RouterProvider mounts may never leave its first state (remix-run/react-router#15527,
 * 7.15.1 on): when a lazy route resolves between RouterProvider's render and its own subscription, the
 * update is lost and the page stays on its hydrate fallback for ever (seen once in CI).
 */
export function syncDocumentTitle(router: Router): () => void {
  const apply = (state: Router['state']) => {
    if (state.navigation.state !== 'idle') return;
    document.title = titleFor(
      state.matches.map((match) => match.route.id),
      state.errors !== null,
    );
  };
  apply(router.state);
  return router.subscribe(apply);
}
