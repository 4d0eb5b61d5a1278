import { Role } from '@amparo/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { type Session, useSession } from '../../auth/session-store';
import { PATHS } from '../../navigation/paths';

/** Customer-area guard: only a policyholder session; a 401 clears it and lands here again. */
export function RequirePolicyholder({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  if (session?.role !== Role.POLICYHOLDER) return <Navigate to={PATHS.customerAccess} replace />;
  return children(session);
}
