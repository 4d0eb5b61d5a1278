import { isRole, isStaffRole } from '@amparo/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Session, useSession } from '../../../auth/session-store';
import { PATHS } from '../../../navigation/paths';

type StaffSession = Session;

/**
 * Back-office guard: no stored staff user → login, remembering the page asked
 * for. A 401 on any call clears the stored user, which re-renders this guard.
 */
export function RequireStaff({ children }: { children: (session: StaffSession) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session || !isRole(session.role) || !isStaffRole(session.role)) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={PATHS.adminLogin} replace state={{ from }} />;
  }
  return children(session);
}
