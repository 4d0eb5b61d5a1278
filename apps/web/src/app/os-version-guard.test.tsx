// @vitest-environment happy-dom

import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getOsGuardRedirect } from '../navigation/os-version-guard';
import { setUserAgent, USER_AGENTS } from '../test/render';
import { appRoutes } from './routes';

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

describe('OS version guard (spec 2)', () => {
  afterEach(() => {
    window.__AMPARO_CONFIG__ = undefined;
    setUserAgent(USER_AGENTS.desktop);
  });

  it('redirects iOS 14.2 to /invalid when the check is on', async () => {
    window.__AMPARO_CONFIG__ = { checkOsVersion: true };
    setUserAgent(USER_AGENTS.ios142);
    expect(await openDeepLink('/peritation/123?policy=123')).toBe('/invalid');
  });

  it('lets iOS 14.2 through to the evaluation, keeping the query, when the check is off', async () => {
    window.__AMPARO_CONFIG__ = { checkOsVersion: false };
    setUserAgent(USER_AGENTS.ios142);
    expect(await openDeepLink('/peritation/123?policy=123')).toBe('/evaluation?policy=123');
  });

  it('lets an unknown OS version through', async () => {
    window.__AMPARO_CONFIG__ = { checkOsVersion: true };
    setUserAgent(USER_AGENTS.androidNoVersion);
    expect(await openDeepLink('/peritation?policy=9')).toBe('/evaluation?policy=9');
  });

  it.each([
    ['/peritation', USER_AGENTS.android6, true, '/invalid'],
    ['/peritation/x', USER_AGENTS.ios17, true, null],
    ['/peritation', USER_AGENTS.desktop, true, null],
    ['/evaluation', USER_AGENTS.ios142, true, null],
    ['/peritation', USER_AGENTS.ios142, false, null],
  ])('getOsGuardRedirect(%s, …, %s) → %s', (path, ua, isEnabled, expected) => {
    expect(getOsGuardRedirect(path, ua, isEnabled)).toBe(expected);
  });
});
