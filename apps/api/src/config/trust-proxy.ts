import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list as Fastify accepts them. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export type TrustProxy = boolean | number | string[];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` forms: `false` (the default: the socket's address is the client's),
 * a hop count (`1`: the address the nearest proxy saw), or the proxies' addresses and CIDRs
 * (`10.0.0.1,10.0.0.0/8`). `true` believes any X-Forwarded-For, a client's own included.
 */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((v, ctx): TrustProxy => {
    const value = v.trim();
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((a) => a.trim());
    if (list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'true, false, un nombre de relais ou une liste d’adresses et de plages (10.0.0.0/8) attendus',
    });
    return z.NEVER;
  });

/**
 * What Fastify is given. Fastify 5 no longer counts hops itself (a number trusts nothing), so a
 * hop count is the function proxy-addr calls per address, nearest first: the socket's address
 * is hop 0, and the first `hops` addresses are proxies. The address before them is the client's.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_addr, hop) => hop < value;
}
