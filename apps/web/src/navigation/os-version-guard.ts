import { isOsVersionAllowed, parseOsFromUserAgent } from '@amparo/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { exchangeLinkTokenEarly } from '../api/policy-access';
import { readSettingsAndHandOn } from '../api/public-settings';
import { isOsVersionCheckEnabled } from './app-config';
import { PATHS } from './paths';

/**
 * Spec 2 navigation guard: paths under /peritation check the OS version. Returns where to send the
 * user, or null to let them through. Unknown versions pass (spec 2: "if the OS version is unknown
 * the page is allowed"). A phone below the minimum (iOS 14.3, Android 7) goes to /invalid/device,
 * the page that explains the OS requirement (docs/phone-check-web.md, OS guard).
 */
export function getOsGuardRedirect(pathname: string, userAgent: string, isEnabled: boolean): string | null {
  if (!isEnabled || !pathname.startsWith(PATHS.peritation)) return null;
  const { os, version } = parseOsFromUserAgent(userAgent);
  if (version === null) return null;
  return isOsVersionAllowed(os, version) ? null : PATHS.invalidDevice;
}

/**
 * The guard is on only when BOTH switches are on: the build's flag (VITE_CHECK_OS_VERSION, or
 * window.__AMPARO_CONFIG__.checkOsVersion) AND the back office's public setting `check_os_version`.
 * The flag lets a build (a partner's web view, a test) turn the check off for good; the setting lets
 * the business turn it off at once without a release. When the settings cannot be read the setting
 * counts as off: a customer is never blocked because of our own outage.
 */
export async function isOsGuardActive(
  readSetting: () => Promise<boolean> = readCheckOsVersionSetting,
): Promise<boolean> {
  if (!isOsVersionCheckEnabled()) return false;
  try {
    return await readSetting();
  } catch {
    return false;
  }
}

async function readCheckOsVersionSetting(): Promise<boolean> {
  const settings = await readSettingsAndHandOn();
  return settings.check_os_version === true;
}

/**
 * Loader of the /peritation/<policyId> deep link (the customer area's 'Peritar ahora', the retry
 * mail): guard first, then on to the evaluation flow with the policy as `?policy_id=`, keeping the
 * rest of the query (a mail's `acceso`, the notice's `risk_id`).
 */
export async function peritationLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const active = await isOsGuardActive();
  const blockedTo = getOsGuardRedirect(url.pathname, navigator.userAgent, active);
  if (blockedTo) return redirect(blockedTo);
  return redirect(evaluationEntryPath(url.pathname, url.search));
}

/** '/peritation/12' + '?acceso=x' → '/evaluation?policy_id=12&acceso=x'; '/peritation' keeps the query as it is. */
export function evaluationEntryPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const policyId = /^\/peritation\/(\d+)\/?$/.exec(pathname)?.[1];
  if (policyId) query.set('policy_id', policyId);
  const rest = query.toString();
  return rest ? `${PATHS.evaluation}?${rest}` : PATHS.evaluation;
}

/**
 * The booking mail's link (/peritation/<policyId>?acceso=…), opened as the app starts (main.tsx):
 * its token is exchanged for the policy now, in parallel with the guard's settings request and the
 * evaluation's scripts, instead of after them (the step, the page's largest paint, waits for it).
 * Only when the guard lets this phone through whatever the setting says: a phone it may send away
 * does not open the link before it knows.
 */
export function openMailLinkEarly(where: Pick<Location, 'pathname' | 'search'> = window.location) {
  const token = new URLSearchParams(where.search).get('acceso');
  if (!token || !/\/peritation\/\d+\/?$/.test(where.pathname)) return;
  if (getOsGuardRedirect(PATHS.peritation, navigator.userAgent, true) !== null) return;
  exchangeLinkTokenEarly('evaluation', token);
}
