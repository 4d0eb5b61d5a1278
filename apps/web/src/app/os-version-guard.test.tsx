// @vitest-environment happy-dom

import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluationEntryPath, getOsGuardRedirect, isOsGuardActive } from '../navigation/os-version-guard';
import { mockFetch } from '../test/fixtures';
import { setUserAgent, USER_AGENTS } from '../test/render';
import { appRoutes } from './routes';

const IOS_143 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 14_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1';
const ANDROID_7 =
  'Mozilla/5.0 (Linux; Android 7.0; SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Mobile Safari/537.36';

async function openDeepLink(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

/** The public settings answer, with the back office's switch. */
function settingsSay(checkOsVersion: boolean) {
  return mockFetch((url) =>
    url === '/api/settings'
      ? {
          body: {
            customer_service_phone: '900 000 000',
            customer_service_hours: 'L-V 9-18',
            check_os_version: checkOsVersion,
            evaluation_can_attach_invoice: false,
            evaluation_manual_imei: true,
          },
        }
      : {},
  );
}

describe('OS version guard (spec 2)', () => {
  afterEach(() => {
    window.__AMPARO_CONFIG__ = undefined;
    setUserAgent(USER_AGENTS.desktop);
    vi.unstubAllGlobals();
  });

  it('sends iOS 14.2 to /invalid/device when the build flag and the setting are both on', async () => {
    window.__AMPARO_CONFIG__ = { checkOsVersion: true };
    settingsSay(true);
    setUserAgent(USER_AGENTS.ios142);
    expect(await openDeepLink('/peritation/123')).toBe('/invalid/device');
  });

  it('lets iOS 14.2 through when the back office turned the setting off', async () => {
    window.__AMPARO_CONFIG__ = { checkOsVersion: true };
    settingsSay(false);
    setUserAgent(USER_AGENTS.ios142);
    expect(await openDeepLink('/peritation/123?acceso=abc')).toBe('/evaluation?acceso=abc&policy_id=123');
  });

  it('lets iOS 14.2 through when the build flag is off, without asking the settings', async () => {
    window.__AMPARO_CONFIG__ = { checkOsVersion: false };
    const fetchMock = settingsSay(true);
    setUserAgent(USER_AGENTS.ios142);
    expect(await openDeepLink('/peritation/123')).toBe('/evaluation?policy_id=123');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the customer through when the settings cannot be read', async () => {
    window.__AMPARO_CONFIG__ = { checkOsVersion: true };
    mockFetch(() => ({ status: 500, body: { message: 'Error' } }));
    expect(await isOsGuardActive()).toBe(false);
    expect(await isOsGuardActive(async () => true)).toBe(true);
  });

  it('lets an unknown OS version through', async () => {
    window.__AMPARO_CONFIG__ = { checkOsVersion: true };
    settingsSay(true);
    setUserAgent(USER_AGENTS.androidNoVersion);
    expect(await openDeepLink('/peritation?policy=9')).toBe('/evaluation?policy=9');
  });

  it.each([
    ['iOS 14.2', USER_AGENTS.ios142, '/invalid/device'],
    ['iOS 14.3', IOS_143, null],
    ['iOS 17.4', USER_AGENTS.ios17, null],
    ['Android 6.0.1', USER_AGENTS.android6, '/invalid/device'],
    ['Android 7.0', ANDROID_7, null],
    ['Android without a version', USER_AGENTS.androidNoVersion, null],
    ['a desktop', USER_AGENTS.desktop, null],
  ])('with the guard on, %s → %s', (_name, ua, expected) => {
    expect(getOsGuardRedirect('/peritation/12', ua, true)).toBe(expected);
  });

  it.each([
    ['/evaluation', USER_AGENTS.ios142, true, null],
    ['/peritation', USER_AGENTS.ios142, false, null],
  ])('getOsGuardRedirect(%s, …, %s) → %s', (path, ua, isEnabled, expected) => {
    expect(getOsGuardRedirect(path, ua, isEnabled)).toBe(expected);
  });

  it.each([
    ['/peritation/12', '', '/evaluation?policy_id=12'],
    ['/peritation/12/', '?risk_id=7', '/evaluation?risk_id=7&policy_id=12'],
    ['/peritation', '?policy=9', '/evaluation?policy=9'],
    ['/peritation/abc', '', '/evaluation'],
  ])('evaluationEntryPath(%s, %s) → %s', (path, search, expected) => {
    expect(evaluationEntryPath(path, search)).toBe(expected);
  });
});
