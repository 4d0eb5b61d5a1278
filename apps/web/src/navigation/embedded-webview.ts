// Spec 2: the app may run inside a bank's embedded web view, where opening the
// e-signature page in the same view traps the customer (no address bar, no way
// back). There, the sign link must open as an external link instead.
const STORAGE_KEY = 'amparo:embedded';

// Android System WebView adds '; wv)'; iOS WKWebView lacks the 'Safari/' token
// that every real iOS browser (Safari, Chrome 'CriOS', Firefox 'FxiOS') sends. The in-app
// browsers a mail or social app opens links in name themselves (Facebook 'FBAN'/'FBAV',
// Instagram, LinkedIn, Gmail's 'GSA' on iOS): mobile web views too (spec 2). docs/signing-web.md.
const IN_APP_BROWSER = /\b(FBAN|FBAV|FB_IAB|Instagram|LinkedInApp|GSA)\b/;

export function isEmbeddedUserAgent(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent)) return true;
  if (IN_APP_BROWSER.test(userAgent)) return true;
  const isIos = /iPhone|iPad|iPod/.test(userAgent);
  return isIos && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent);
}

type EmbeddedEnv = {
  userAgent: string;
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
};

function browserEnv(): EmbeddedEnv {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Some web views block storage; detection still works per page load.
  }
  return { userAgent: navigator.userAgent, search: window.location.search, storage };
}

/**
 * True inside an embedded web view. `?embedded=1` forces it (the bank's app can
 * add it to the link) and is remembered for the session, since later pages
 * no longer carry the query.
 */
export function isEmbeddedWebView(env: EmbeddedEnv = browserEnv()): boolean {
  if (new URLSearchParams(env.search).get('embedded') === '1') {
    env.storage?.setItem(STORAGE_KEY, '1');
    return true;
  }
  if (env.storage?.getItem(STORAGE_KEY) === '1') return true;
  return isEmbeddedUserAgent(env.userAgent);
}

/** Opens a URL outside the current view (new tab or the system browser). */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Opens a document outside the app inside a bank's web view (spec 2), in a new tab elsewhere. */
export function openDocument(url: string) {
  if (isEmbeddedWebView()) openExternal(url);
  else window.open(url, '_blank', 'noopener');
}
