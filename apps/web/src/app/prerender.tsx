import '../i18n';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes';

/**
 * The landing page ('/') as HTML, rendered at build time (vite.config.ts) so
 * that a phone paints the header and the hero before any script arrives. It is
 * the same markup the app's first render produces (the parts that wait for
 * the page to be idle render their placeholders), so nothing moves when the
 * app takes over.
 */
export function renderLandingHtml(): string {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
  return renderToString(<RouterProvider router={router} />);
}
