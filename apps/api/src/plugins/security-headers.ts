import type { FastifyInstance } from 'fastify';

/** Where browsers send Content-Security-Policy violations (see modules/security). */
export const CSP_REPORT_PATH = '/api/csp-report';

export type SecurityHeaderOptions = {
  /** Origins allowed to frame the customer pages (the banks that embed Amparo); empty: nobody. */
  frameAncestors: readonly string[];
  /** Extra origins a page form may post to (the card gateway's payment page, once one is wired). */
  formActions?: readonly string[];
  /** Extra origins pages may load images from (the public store map's tile server). */
  imgSources?: readonly string[];
};

type ResponseKind = 'page' | 'pdf' | 'resource';

/**
 * The policy for documents the app renders: its own scripts only (the built
 * index.html has no inline script). Styles allow 'unsafe-inline' on purpose:
 * Radix dialogs lock the page scroll through react-remove-scroll-bar, which
 * injects a <style> element with computed gaps, so no hash can match it, and a
 * nonce would need the HTML rewritten per request. Injected CSS cannot run
 * code; scripts, connections, frames, forms and plugins stay strict.
 */
function pagePolicy(
  frameAncestors: string,
  formActions: readonly string[],
  imgSources: readonly string[],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...imgSources].join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...formActions].join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    // report-uri only: given a report-to too, Chromium ignores report-uri and
    // uses the Reporting API, whose reports never reached the server in
    // Debian's Chromium in 150 s of waiting, while report-uri arrived at once.
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * JSON, CSV, uploaded files: nothing in them may run or load anything if a
 * browser is made to open one. PDFs are the exception: Chromium's viewer is an
 * <embed> inside the PDF's own document, which object-src 'none' (or a
 * default-src 'none') blocks (crbug.com/271452), so they only refuse framing.
 */
const RESOURCE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const PDF_POLICY = "frame-ancestors 'none'";

function kindOf(pathname: string, contentType: string): ResponseKind {
  if (contentType.startsWith('application/pdf')) return 'pdf';
  if (contentType.startsWith('text/html')) return 'page';
  // Outside /api everything is the web app: pages (also their 304s, which carry
  // no content type but update the cached page's headers) and its assets.
  return pathname === '/api' || pathname.startsWith('/api/') ? 'resource' : 'page';
}

/** The back office and the API are never framed; customer pages only by the configured banks. */
function framedByNobody(pathname: string): boolean {
  return /^\/(admin|api)(\/|$)/.test(pathname);
}

/** The security headers of one response, from its path, content type and scheme. */
export function securityHeadersFor(
  request: { pathname: string; contentType: string; https: boolean },
  options: SecurityHeaderOptions,
): Record<string, string> {
  const kind = kindOf(request.pathname, request.contentType);
  const ancestors =
    framedByNobody(request.pathname) || options.frameAncestors.length === 0
      ? "'none'"
      : options.frameAncestors.join(' ');
  const headers: Record<string, string> = {
    'content-security-policy':
      kind === 'page'
        ? pagePolicy(ancestors, options.formActions ?? [], options.imgSources ?? [])
        : kind === 'pdf'
          ? PDF_POLICY
          : RESOURCE_POLICY,
    'x-content-type-options': 'nosniff',
    // Customer links carry tokens in the address (?acceso=): no page tells
    // another site, or even our own API logs, where the visitor came from.
    'referrer-policy': 'no-referrer',
  };
  // X-Frame-Options cannot list origins: only sent when nobody may frame.
  if (kind !== 'page' || ancestors === "'none'") headers['x-frame-options'] = 'DENY';
  // Only over HTTPS (RFC 6797 §7.2); request.protocol believes X-Forwarded-Proto only from TRUST_PROXY.
  if (request.https) headers['strict-transport-security'] = 'max-age=31536000';
  return headers;
}

/**
 * Sets the headers on every answer: routes, errors, 404s and the static web
 * app's files alike, since onSend runs for all of them.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  app.addHook('onSend', async (request, reply, payload) => {
    const headers = securityHeadersFor(
      {
        pathname: request.url.split('?')[0] ?? '/',
        contentType: String(reply.getHeader('content-type') ?? ''),
        https: request.protocol === 'https',
      },
      options,
    );
    // A route that chose its own (stricter) value keeps it.
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
