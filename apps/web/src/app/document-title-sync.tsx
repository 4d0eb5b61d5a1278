import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { syncDocumentTitle } from './document-title';

/**
 * Rendered after RouterProvider: a passive effect runs after RouterProvider's layout effect has
 * subscribed, so the router's own subscriber is always the first (see syncDocumentTitle).
 */
export function DocumentTitleSync({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => syncDocumentTitle(router), [router]);
  return null;
}
