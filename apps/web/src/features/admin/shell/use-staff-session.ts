import { useOutletContext } from 'react-router';
import type { Session } from '../../../auth/session-store';

/** The signed-in staff user, provided by the admin shell to every page below it. */
export function useStaffSession(): Session {
  return useOutletContext<Session>();
}
