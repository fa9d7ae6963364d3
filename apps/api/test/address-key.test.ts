// @stores sqlite: pure logic (the per-address key), no database
import { describe, expect, it } from 'vitest';
import { addressKey } from '../src/lib/address-key.ts';

describe('the per-address limit counts', () => {
  it('an IPv4 address as itself, mapped into IPv6 or not', () => {
    expect(addressKey('41.202.10.7')).toBe('41.202.10.7');
    expect(addressKey('::ffff:41.202.10.7')).toBe('41.202.10.7');
    expect(addressKey('::FFFF:29ca:a07')).toBe('41.202.10.7');
  });

  it('every address of one IPv6 /56 as one, and two /56 apart', () => {
    const a = addressKey('2001:db8:aa:bb12:1:2:3:4');
    expect(a).toBe('2001:db8:aa:bb00::/56');
    expect(addressKey('2001:0db8:00aa:bbff:ffff:ffff:ffff:ffff')).toBe(a);
    expect(addressKey('2001:db8:aa:bb00::1%eth0')).toBe(a);
    expect(addressKey('2001:db8:aa:bc00::1')).not.toBe(a);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/56');
    expect(addressKey('::1')).toBe('0:0:0:0::/56');
  });

  it('text that is no address as itself, without throwing', () => {
    for (const odd of ['1:2:3', 'fe80::1::2', '2001:db8::zz', '::ffff:300.1.1.1', 'a:b:c:d:e:f:1:2:3']) {
      expect(addressKey(odd)).toBe(odd.toLowerCase());
    }
  });
});
