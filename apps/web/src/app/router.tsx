import { createBrowserRouter, createHashRouter } from 'react-router';
import { getRouterBase, getRouterMode } from '../navigation/app-config';
import { appRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Spec 2: history mode unless VITE_ROUTER_MODE=hash; VITE_ROUTER_BASE sets the
 * base path (for hosting under a partner's sub-path).
 */
export function createAppRouter(): Router {
  const basename = getRouterBase();
  const options = basename ? { basename } : {};
  // Nothing subscribes here: see DocumentTitleSync, which does once RouterProvider has mounted.
  return getRouterMode() === 'hash'
    ? createHashRouter(appRoutes, options)
    : createBrowserRouter(appRoutes, options);
}

/**
 * Resolves once the router has loaded the first page's code and data, and no longer listens then:
 * a router that still has a subscriber when RouterProvider mounts may lose an update (see
 * syncDocumentTitle in document-title.ts).
 */
export function whenRouterReady(router: Pick<Router, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
