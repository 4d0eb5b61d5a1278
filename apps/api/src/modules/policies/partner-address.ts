import { isIPv4, isIPv6 } from 'node:net';

/** What an IP address is, as far as sending a partner webhook to it goes. */
export type AddressKind = 'public' | 'loopback' | 'link-local' | 'private' | 'unspecified' | 'invalid';

/** Spanish names of the kinds a delivery refuses, for the reason written on the delivery. */
export const ADDRESS_KIND_NAMES: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'la propia máquina',
  'link-local': 'una dirección de enlace local',
  private: 'una red privada',
  unspecified: 'una dirección sin especificar',
  invalid: 'una dirección no válida',
};

/**
 * Classifies an IP address (as `dns.lookup` gives it) so a partner webhook never reaches the
 * server's own networks (docs/security.md, "Partner webhooks"): loopback 127/8 and ::1,
 * link-local 169.254/16 (the cloud metadata service) and fe80::/10, private 10/8, 172.16/12,
 * 192.168/16, 100.64/10 (RFC 6598; a cloud's metadata service lives there too) and fc00::/7,
 * unspecified 0/8 and ::, and the IPv4-mapped IPv6 forms of all of them (::ffff:127.0.0.1).
 */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return classifyIPv4(bare.split('.').map(Number));
  if (isIPv6(bare)) return classifyIPv6(ipv6Hextets(bare));
  return 'invalid';
}

function classifyIPv4([a = 0, b = 0]: number[]): AddressKind {
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'private';
  return 'public';
}

function classifyIPv6(h: number[]): AddressKind {
  const zerosBefore = (n: number) => h.slice(0, n).every((x) => x === 0);
  if (zerosBefore(8)) return 'unspecified';
  if (zerosBefore(7) && h[7] === 1) return 'loopback';
  // ::ffff:a.b.c.d reaches the IPv4 address a.b.c.d.
  if (zerosBefore(5) && h[5] === 0xffff) return classifyIPv4([h[6]! >> 8, h[6]! & 0xff, h[7]! >> 8]);
  if ((h[0]! & 0xffc0) === 0xfe80) return 'link-local';
  if ((h[0]! & 0xfe00) === 0xfc00) return 'private';
  return 'public';
}

/** A valid IPv6 address as its eight 16-bit groups ('::' expanded, a dotted IPv4 tail read). */
function ipv6Hextets(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [, a, b, c, d] = dotted.map(Number);
    text = `${text.slice(0, dotted.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
