import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The partner webhook's signature (docs/policy-admin.md), in the manner of
 * Stripe's: `Amparo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * with the partner's secret. The timestamp lets the partner refuse old replays.
 */
export const PARTNER_SIGNATURE_HEADER = 'amparo-signature';

export const partnerSignatureOf = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const partnerSignatureHeader = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${partnerSignatureOf(secret, timestamp, body)}`;

/** What a partner does on receipt (kept here so tests and docs use the same check). */
export function verifyPartnerSignature(
  secret: string,
  header: string | undefined,
  body: string,
  options: { now: Date; toleranceSeconds?: number },
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string') return false;
  if (Math.abs(options.now.getTime() / 1000 - t) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(partnerSignatureOf(secret, t, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
