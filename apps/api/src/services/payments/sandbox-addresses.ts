import { type MerchantParameters, param } from './redsys.ts';

/** This server's addresses, the only ones the sandbox talks to. */
export type OwnAddresses = {
  /** PUBLIC_URL: the browser goes back only to a path under it. */
  publicUrl: string;
  /** `${PUBLIC_URL}/api/payments/redsys/notification`: the only notification address accepted. */
  notificationUrl: string;
};

export type SandboxAddresses = { okUrl: string; koUrl: string };

/**
 * The sandbox's key is Redsys's public test key, so anyone can sign a request
 * naming any notification or return address. Posting to the first would let
 * anyone make this server call any host (blind SSRF); redirecting to the
 * second would make it an open redirect. So the notification must be this
 * server's own route (delivered in process, never fetched), and OK/KO must be
 * paths of PUBLIC_URL. Returns the return addresses, normalised, or the
 * Spanish reason of the refusal.
 */
export function checkSandboxAddresses(
  request: MerchantParameters,
  own: OwnAddresses,
): SandboxAddresses | { refusal: string } {
  if (param(request, 'DS_MERCHANT_MERCHANTURL') !== own.notificationUrl)
    return { refusal: 'La dirección de notificación (DS_MERCHANT_MERCHANTURL) no es la de esta tienda' };
  const okUrl = ownPath(param(request, 'DS_MERCHANT_URLOK'), own.publicUrl);
  const koUrl = ownPath(param(request, 'DS_MERCHANT_URLKO'), own.publicUrl);
  if (!okUrl || !koUrl)
    return {
      refusal: 'Las direcciones de vuelta (DS_MERCHANT_URLOK y DS_MERCHANT_URLKO) no son de esta tienda',
    };
  return { okUrl, koUrl };
}

/** An absolute address on PUBLIC_URL's origin, under its path, without credentials; null otherwise. */
function ownPath(value: string | undefined, publicUrl: string): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  const base = new URL(publicUrl);
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (url.origin !== base.origin || url.username || url.password) return null;
  if (!`${url.pathname}/`.startsWith(basePath)) return null;
  return url.href;
}
