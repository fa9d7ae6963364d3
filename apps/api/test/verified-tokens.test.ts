// @stores sqlite: pure logic (an in-memory token cache), no database
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../src/lib/verified-tokens.ts';

describe('verified tokens', () => {
  it('answers a token until it expires, then forgets it', () => {
    const tokens = new VerifiedTokens();
    tokens.set('a', { sub: 7, tv: 1, exp: 1_000 });
    expect(tokens.get('a', 999)).toEqual({ sub: 7, tv: 1, exp: 1_000 });
    expect(tokens.get('a', 1_000)).toBeUndefined();
    expect(tokens.get('a', 10)).toBeUndefined();
  });

  it('keeps at most ten thousand tokens, dropping the oldest', () => {
    const tokens = new VerifiedTokens();
    for (let i = 0; i <= 10_000; i++) tokens.set(`t${i}`, { sub: i, tv: 0, exp: 2_000 });
    expect(tokens.get('t0', 1)).toBeUndefined();
    expect(tokens.get('t1', 1)?.sub).toBe(1);
    expect(tokens.get('t10000', 1)?.sub).toBe(10_000);
  });
});
