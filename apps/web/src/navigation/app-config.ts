// Build-time settings with runtime overrides (window.__AMPARO_CONFIG__), so
// the same build can be tested with the OS check on and off.
export function isOsVersionCheckEnabled(): boolean {
  const override = typeof window === 'undefined' ? undefined : window.__AMPARO_CONFIG__?.checkOsVersion;
  if (typeof override === 'boolean') return override;
  // On unless the build says otherwise: the back office's setting check_os_version is the everyday switch.
  return import.meta.env.VITE_CHECK_OS_VERSION !== 'false';
}

export type RouterMode = 'history' | 'hash';

export function getRouterMode(): RouterMode {
  return import.meta.env.VITE_ROUTER_MODE === 'hash' ? 'hash' : 'history';
}

export function getRouterBase(): string | undefined {
  const base = import.meta.env.VITE_ROUTER_BASE?.trim();
  if (!base || base === '/') return undefined;
  return `/${base.replace(/^\/+|\/+$/g, '')}`;
}
