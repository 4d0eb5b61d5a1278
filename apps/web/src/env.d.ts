/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'hash' switches to hash routing (spec 2); anything else keeps history mode. */
  readonly VITE_ROUTER_MODE?: string;
  /** Base path the app is served under, e.g. '/seguros'. */
  readonly VITE_ROUTER_BASE?: string;
  /** 'true' turns on the OS version guard for /peritation links (spec 9). */
  readonly VITE_CHECK_OS_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface AmparoRuntimeConfig {
  checkOsVersion?: boolean;
}

interface Window {
  /** Runtime overrides, set by tests or by the page that embeds the app. */
  __AMPARO_CONFIG__?: AmparoRuntimeConfig;
}
