import { createCipheriv, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The Redsys redirect and REST protocol ("TPV Virtual, Manual de integración",
 * HMAC_SHA256_V1), as pure functions shared by our client and the built-in
 * sandbox gateway:
 *
 * - Ds_MerchantParameters: the request's JSON, base64;
 * - per-order key: 3DES-CBC of DS_MERCHANT_ORDER with the merchant secret
 *   (base64-decoded, 24 bytes), zero IV, zero padding to 8 bytes;
 * - Ds_Signature: HMAC-SHA256 of the Ds_MerchantParameters string with that
 *   key, base64 (Redsys signs its notifications in base64url, padding kept).
 */
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** Redsys's public test merchant and key (pagosonline.redsys.es, "Realización de pruebas"). */
export const REDSYS_TEST_MERCHANT = {
  merchantCode: '999008881',
  terminal: '1',
  secret: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
  url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
  restUrl: 'https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST',
} as const;

export type MerchantParameters = Record<string, string>;
export type SignedFields = {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
};

export const encodeMerchantParameters = (params: MerchantParameters): string =>
  Buffer.from(JSON.stringify(params), 'utf8').toString('base64');

/** Reads base64 or base64url (Node's decoder takes both alphabets); null when it is not a JSON object of strings. */
export function decodeMerchantParameters(encoded: string): MerchantParameters | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v ?? '')]));
  } catch {
    return null;
  }
}

/** The per-order key: the order, zero-padded to a multiple of 8 bytes, 3DES-CBC encrypted with a zero IV. */
export function orderKey(order: string, secret: string): Buffer {
  const plain = Buffer.alloc(Math.ceil(Buffer.byteLength(order) / 8) * 8);
  plain.write(order, 'utf8');
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secret, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

function mac(merchantParameters: string, order: string, secret: string): Buffer {
  return createHmac('sha256', orderKey(order, secret)).update(merchantParameters).digest();
}

/** The signature of a request we send (base64). */
export const signRequest = (merchantParameters: string, order: string, secret: string): string =>
  mac(merchantParameters, order, secret).toString('base64');

/** The signature of a notification (base64url with its padding, as Redsys sends it). */
export const signNotification = (merchantParameters: string, order: string, secret: string): string =>
  mac(merchantParameters, order, secret).toString('base64').replaceAll('+', '-').replaceAll('/', '_');

/** Compares the bytes, whichever base64 alphabet each side used, in constant time. */
export function signatureMatches(given: string, merchantParameters: string, order: string, secret: string) {
  const expected = mac(merchantParameters, order, secret);
  const received = Buffer.from(given.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** A request's three signed fields. */
export function signedFields(params: MerchantParameters, secret: string): SignedFields {
  const order = params.DS_MERCHANT_ORDER ?? params.Ds_Merchant_Order ?? '';
  const encoded = encodeMerchantParameters(params);
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: encoded,
    Ds_Signature: signRequest(encoded, order, secret),
  };
}

/** A parameter whatever its case (Redsys accepts DS_MERCHANT_ORDER and Ds_Merchant_Order alike). */
export function param(params: MerchantParameters, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(params)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

export type VerifiedMessage = { params: MerchantParameters; order: string };

/**
 * Checks signed fields before anything in them is believed: the version, the
 * parameters' shape, and the signature with the key of the order they name.
 * Returns null on any failure (the caller logs and changes nothing).
 */
export function verifySignedFields(
  fields: Partial<Record<string, unknown>>,
  secret: string,
  orderField: 'Ds_Order' | 'DS_MERCHANT_ORDER',
): VerifiedMessage | null {
  const { Ds_SignatureVersion: version, Ds_MerchantParameters: encoded, Ds_Signature: signature } = fields;
  if (version !== SIGNATURE_VERSION || typeof encoded !== 'string' || typeof signature !== 'string')
    return null;
  const params = decodeMerchantParameters(encoded);
  const order = params ? param(params, orderField) : undefined;
  if (!params || !order) return null;
  return signatureMatches(signature, encoded, order, secret) ? { params, order } : null;
}

/** Ds_Response 0000 to 0099 is an authorised operation; anything else is a refusal or an error. */
export function isApprovedResponse(code: string | undefined): boolean {
  return code !== undefined && /^\d{1,4}$/.test(code) && Number(code) <= 99;
}

/** A refund (transaction type 3) is authorised with 0900. */
export const isApprovedRefund = (code: string | undefined): boolean =>
  code === '0900' || isApprovedResponse(code);

/**
 * A new order number, unique per attempt: Redsys wants 4 to 12 characters,
 * the first 4 digits; 8 random alphanumerics follow (36^8 per 4-digit prefix).
 */
export function newOrder(now: Date): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const prefix = String(now.getTime() % 10_000).padStart(4, '0');
  let rest = '';
  for (let i = 0; i < 8; i++) rest += alphabet[randomInt(alphabet.length)];
  return prefix + rest;
}

/** Redsys values some fields URL-encoded in notifications (Ds_Date "30%2F08%2F2022"). */
export function readNotificationValue(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
