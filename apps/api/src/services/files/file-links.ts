import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Disposition } from './file-store.ts';

/**
 * Signed download links: the link is the permission. The signature is an
 * HMAC-SHA256 of the key, the expiry and the disposition under a server
 * secret, so changing any of them (another file, a later expiry) breaks it.
 */
export type LinkCheck = 'valid' | 'bad_signature' | 'expired';

export type SignedLink = { expires: number; signature: string; disposition: Disposition };

export interface FileLinks {
  sign(key: string, options: { ttlSeconds: number; disposition: Disposition; now: Date }): SignedLink;
  verify(
    key: string,
    link: { expires: number; signature: string; disposition: Disposition },
    now: Date,
  ): LinkCheck;
}

const SIGNATURE_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** `secret` is read lazily: a link-less process never touches the secret file. */
export function createFileLinks(secret: () => Buffer): FileLinks {
  const mac = (key: string, expires: number, disposition: Disposition) =>
    createHmac('sha256', secret()).update(`${key}\n${expires}\n${disposition}`).digest();

  return {
    sign(key, { ttlSeconds, disposition, now }) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return { expires, disposition, signature: mac(key, expires, disposition).toString('base64url') };
    },
    verify(key, link, now) {
      // Only the exact encoding we issue: base64url decoding would forgive stray characters.
      if (!SIGNATURE_FORMAT.test(link.signature)) return 'bad_signature';
      const expected = mac(key, link.expires, link.disposition);
      const given = Buffer.from(link.signature, 'base64url');
      // Constant time: the comparison leaks nothing about how much of a forged signature was right.
      const matches = given.length === expected.length && timingSafeEqual(given, expected);
      if (!matches) return 'bad_signature';
      return link.expires * 1000 < now.getTime() ? 'expired' : 'valid';
    },
  };
}
