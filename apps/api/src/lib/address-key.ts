/** Bits of an IPv6 address that one subscriber gets from a carrier (RFC 6177: a /56). */
const SUBSCRIBER_PREFIX_HEXTETS = 3.5;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function hextets(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  // An IPv4 address written in the last 32 bits (::ffff:1.2.3.4) becomes two groups.
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const bytes = last.split('.').map((b) => (/^\d{1,3}$/.test(b) ? Number(b) : NaN));
    if (bytes.length !== 4 || bytes.some((b) => !(b <= 255))) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) =>
    part ? part.split(':').map((h) => (/^[0-9a-f]{1,4}$/.test(h) ? parseInt(h, 16) : NaN)) : [];
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * Whom a per-address limit counts: the IPv4 address itself, and for IPv6 the /56 it belongs to,
 * since one phone or home can take any of the 2^72 addresses of its allocation. IPv4 addresses
 * mapped into IPv6 count as themselves.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const groups = hextets(ip);
  if (!groups) return ip.toLowerCase();
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  const full = Math.floor(SUBSCRIBER_PREFIX_HEXTETS);
  const prefix = groups.slice(0, full).map((g) => g.toString(16));
  prefix.push((groups[full]! & 0xff00).toString(16));
  return `${prefix.join(':')}::/56`;
}
