import { createBrowserRouter, createHashRouter } from 'react-router';
import { getRouterBase, getRouterMode } from '../navigation/app-config';
import { appRoutes } from './routes';

/**
 * Spec 2: history mode unless VITE_ROUTER_MODE=hash; VITE_ROUTER_BASE sets the
 * base path (for hosting under a partner's sub-path).
 */
export function createAppRouter() {
  const basename = getRouterBase();
  const options = basename ? { basename } : {};
  // Nothing subscribes here: see DocumentTitleSync, which does once RouterProvider has mounted.
  return getRouterMode() === 'hash'
    ? createHashRouter(appRoutes, options)
    : createBrowserRouter(appRoutes, options);
}
