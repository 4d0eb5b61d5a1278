import { describe, expect, it } from 'vitest';
import { createFileLinks } from './file-links.ts';

const secret = Buffer.from('a-secret-of-at-least-thirty-two-characters');
const links = createFileLinks(() => secret);
const now = new Date('2026-11-23T10:00:00Z');
const key = 'claims/12/2026/11/photo.jpg';

describe('signed file links', () => {
  const link = links.sign(key, { ttlSeconds: 300, disposition: 'attachment', now });

  it('expire after their time to live and carry a 256-bit signature', () => {
    expect(link.expires).toBe(Math.floor(now.getTime() / 1000) + 300);
    expect(link.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.verify(key, link, now)).toBe('valid');
    expect(links.verify(key, link, new Date(now.getTime() + 300_000))).toBe('valid');
    expect(links.verify(key, link, new Date(now.getTime() + 301_000))).toBe('expired');
  });

  it('are bound to their key, expiry and disposition', () => {
    expect(links.verify('claims/12/2026/11/other.jpg', link, now)).toBe('bad_signature');
    expect(links.verify(key, { ...link, expires: link.expires + 3600 }, now)).toBe('bad_signature');
    expect(links.verify(key, { ...link, disposition: 'inline' }, now)).toBe('bad_signature');
  });

  it('refuse a signature that is altered, re-encoded, empty or from another secret', () => {
    const flipped = `${link.signature.slice(0, -1)}${link.signature.endsWith('A') ? 'B' : 'A'}`;
    const other = createFileLinks(() => Buffer.from('another-secret-of-thirty-two-characters!'));
    for (const signature of [flipped, `${link.signature}=`, `${link.signature}!`, '', 'x'.repeat(43)]) {
      expect(links.verify(key, { ...link, signature }, now)).toBe('bad_signature');
    }
    expect(other.verify(key, link, now)).toBe('bad_signature');
  });

  it('say bad signature, not expired, for a forged link whatever its date', () => {
    const forged = { ...link, signature: 'A'.repeat(43), expires: 1 };
    expect(links.verify(key, forged, now)).toBe('bad_signature');
  });
});
