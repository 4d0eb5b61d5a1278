import { isOsVersionAllowed, parseOsFromUserAgent } from '@amparo/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isOsVersionCheckEnabled } from './app-config';
import { PATHS } from './paths';

/**
 * Spec 2 navigation guard: paths under /peritation check the OS version when
 * the flag is on. Returns where to send the user, or null to let them through.
 * Unknown versions pass (spec 2: "if the OS version is unknown the page is allowed").
 */
export function getOsGuardRedirect(pathname: string, userAgent: string, isEnabled: boolean): string | null {
  if (!isEnabled || !pathname.startsWith(PATHS.peritation)) return null;
  const { os, version } = parseOsFromUserAgent(userAgent);
  if (version === null) return null;
  return isOsVersionAllowed(os, version) ? null : PATHS.invalidVersion;
}

/**
 * Loader of the /peritation/* deep link: guard first, then on to the
 * evaluation flow keeping the query (it carries the policy id).
 */
export function peritationLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const blockedTo = getOsGuardRedirect(url.pathname, navigator.userAgent, isOsVersionCheckEnabled());
  if (blockedTo) return redirect(blockedTo);
  return redirect(`${PATHS.evaluation}${url.search}`);
}
