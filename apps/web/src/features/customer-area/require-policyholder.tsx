import { Role } from '@amparo/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Session, useSession } from '../../auth/session-store';
import { customerAccessPath, PATHS } from '../../navigation/paths';

/**
 * Customer-area guard: only a policyholder session; a 401 clears it and lands here again.
 * A deep link (a mail's `?policy_id=…`) comes back with its query after the one-time code.
 */
export function RequirePolicyholder({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session?.role !== Role.POLICYHOLDER) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate to={here === PATHS.customerArea ? PATHS.customerAccess : customerAccessPath(here)} replace />
    );
  }
  return children(session);
}
