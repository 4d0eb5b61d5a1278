// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_AGENTS } from '../test/render';
import { isEmbeddedUserAgent, isEmbeddedWebView } from './embedded-webview';
import {
  appPathOf,
  externalLinkProps,
  followNotificationTarget,
  resolveNotificationTarget,
} from './notification-targets';
import { customerAccessPath, safeReturnPath } from './paths';

const SIGN_URL = 'https://firma.example.com/s/abc';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('embedded web view detection', () => {
  it.each([
    [USER_AGENTS.androidWebView, true],
    [USER_AGENTS.iosWebView, true],
    [USER_AGENTS.ios17, false],
    [USER_AGENTS.android6, false],
    [USER_AGENTS.desktop, false],
    [`${USER_AGENTS.ios17} [FBAN/FBIOS;FBAV/450.0]`, true],
    [`${USER_AGENTS.android6} Instagram 300.0`, true],
  ])('%s → %s', (ua, expected) => {
    expect(isEmbeddedUserAgent(ua)).toBe(expected);
  });

  it('is forced by ?embedded=1 and remembered for the session', () => {
    const storage = memoryStorage();
    expect(isEmbeddedWebView({ userAgent: USER_AGENTS.ios17, search: '?embedded=1', storage })).toBe(true);
    expect(isEmbeddedWebView({ userAgent: USER_AGENTS.ios17, search: '', storage })).toBe(true);
    expect(isEmbeddedWebView({ userAgent: USER_AGENTS.ios17, search: '', storage: memoryStorage() })).toBe(
      false,
    );
  });
});

describe('notification targets (spec 2)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('turns payments into the payment path with its params', () => {
    const target = { name: 'payments', params: { policy_id: 7, payment_id: 42, policy: 'P-7' } } as const;
    expect(resolveNotificationTarget(target, false)).toEqual({
      kind: 'internal',
      path: '/pagos/7/42?poliza=P-7',
    });
  });

  it('opens the sign URL as an external link inside an embedded web view', () => {
    const navigate = vi.fn();
    followNotificationTarget({ name: 'policy-sign', params: { policySignUrl: SIGN_URL } }, navigate, true);
    expect(window.open).toHaveBeenCalledWith(SIGN_URL, '_blank', 'noopener,noreferrer');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to the sign URL in place in a normal browser', () => {
    expect(
      resolveNotificationTarget({ name: 'policy-sign', params: { policySignUrl: SIGN_URL } }, false),
    ).toEqual({
      kind: 'external',
      url: SIGN_URL,
      openInNewWindow: false,
    });
  });

  it("opens the app's own signing page in place, as a route, outside a web view", () => {
    const own = `${window.location.origin}/firma/12`;
    expect(resolveNotificationTarget({ name: 'policy-sign', params: { policySignUrl: own } }, false)).toEqual(
      {
        kind: 'internal',
        path: '/firma/12',
      },
    );
    const navigate = vi.fn();
    followNotificationTarget({ name: 'policy-sign', params: { policySignUrl: own } }, navigate, false);
    expect(navigate).toHaveBeenCalledWith('/firma/12');
    expect(window.open).not.toHaveBeenCalled();
  });

  it("opens even the app's own signing page outside an embedded web view", () => {
    const own = `${window.location.origin}/firma/12`;
    const navigate = vi.fn();
    followNotificationTarget({ name: 'policy-sign', params: { policySignUrl: own } }, navigate, true);
    expect(window.open).toHaveBeenCalledWith(own, '_blank', 'noopener,noreferrer');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['/firma/12', '/firma/12'],
    ['https://amparo.test/firma/12?x=1#a', '/firma/12?x=1#a'],
    ['https://otro.test/firma/12', null],
    ['http://[bad', null],
    ['//otro.test/x', null],
    ['/pagos/12/31?poliza=AMP', '/pagos/12/31?poliza=AMP'],
  ])('appPathOf(%s) → %s', (url, expected) => {
    expect(appPathOf(url, 'https://amparo.test')).toBe(expected);
  });

  it('gives sign and contract links target _blank only in a web view', () => {
    expect(externalLinkProps(SIGN_URL, true)).toEqual({
      href: SIGN_URL,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(externalLinkProps(SIGN_URL, false)).toEqual({ href: SIGN_URL });
  });
});

describe('links sent by the API', () => {
  it('turns known links into typed targets and resolves them', async () => {
    const { toNotificationTarget } = await import('./notification-targets');
    const evaluation = toNotificationTarget({ name: 'evaluation', params: { policy_id: '4', risk_id: '9' } });
    expect(evaluation && resolveNotificationTarget(evaluation, false)).toEqual({
      kind: 'internal',
      path: '/peritation/4?risk_id=9',
    });
    const breakage = toNotificationTarget({
      name: 'evaluation-breakage',
      params: { policy_id: 4, risk_id: 9 },
    });
    expect(breakage && resolveNotificationTarget(breakage, false)).toEqual({
      kind: 'internal',
      path: '/evaluation/breakage?policy_id=4&risk_id=9',
    });
    expect(toNotificationTarget({ name: 'evaluation-breakage', params: { policy_id: 4 } })).toBeNull();
    const claim = toNotificationTarget({
      name: 'claim-documents',
      params: { policy_id: 4, risk_id: 9, claim_id: 12 },
    });
    expect(claim && resolveNotificationTarget(claim, false)).toEqual({
      kind: 'internal',
      path: '/area-cliente/siniestros/12#adjuntar',
    });
  });

  it('ignores unknown or incomplete links', async () => {
    const { toNotificationTarget } = await import('./notification-targets');
    expect(toNotificationTarget(undefined)).toBeNull();
    expect(toNotificationTarget({ name: 'desconocido', params: {} })).toBeNull();
    expect(toNotificationTarget({ name: 'payments', params: { policy_id: '1' } })).toBeNull();
  });
});

describe('return after logging in', () => {
  it.each([
    ['/pagos/12/31?poliza=AMP-1', '/pagos/12/31?poliza=AMP-1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['pagos/12/31', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('builds the access page address with it', () => {
    expect(customerAccessPath('/pagos/12/31?poliza=AMP-1')).toBe(
      '/area-cliente/acceso?volver=%2Fpagos%2F12%2F31%3Fpoliza%3DAMP-1',
    );
    expect(customerAccessPath('//evil.example')).toBe('/area-cliente/acceso');
  });
});
