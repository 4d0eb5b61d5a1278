import { useLocation } from 'react-router';
import { PATHS } from '../../../navigation/paths';

/** Where the guard sent the person from, so they land back on the page they asked for. */
export function useReturnPath(): string {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    // Only back-office paths: never an open redirect through the login page.
    return state.from.startsWith(`${PATHS.admin}/`) ? state.from : PATHS.admin;
  }
  return PATHS.admin;
}
