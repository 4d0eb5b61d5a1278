import type { LoginResponse } from '@amparo/contract';
import type { ReactElement } from 'react';
import { Outlet } from 'react-router';
import { buildSession } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

/**
 * Mounts one back-office page under a stand-in for the admin shell, which hands
 * the signed-in staff user to its pages through the outlet context.
 */
export function renderAdminPage(
  page: ReactElement,
  {
    path = '/admin/pagina',
    pattern,
    session = buildSession(),
  }: {
    path?: string;
    /** The route's pattern when the page reads parameters (`/admin/peritaciones/:id`); the path by default. */
    pattern?: string;
    session?: LoginResponse;
  } = {},
) {
  const [pathname] = (pattern ?? path).split('?');
  return renderRoutes(
    [
      {
        path: '/admin',
        element: <Outlet context={session} />,
        children: [{ path: pathname?.slice(7), element: page }],
      },
    ],
    path,
  );
}
