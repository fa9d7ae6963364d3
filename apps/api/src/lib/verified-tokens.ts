import type { JWTPayload } from 'jose';
import { MAX_ID } from '@comoe/shared/validation';

/** What a verified token says: its subject, its token version and its expiry (seconds since 1970). */
export interface TokenClaims {
  sub: number;
  tv: number;
  exp: number;
}

/**
 * The claims of a token whose signature holds, or null when they are not what this server
 * signs: a user id a column can hold, an integer token version, an expiry. A token is never
 * trusted for its signature alone: an id like `abc` or 2^31 must not reach the database.
 */
export function parseClaims(payload: JWTPayload): TokenClaims | null {
  const { sub, tv, exp } = payload;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub) || Number(sub) > MAX_ID) return null;
  if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { sub: Number(sub), tv, exp };
}

const MAX_TOKENS = 10_000;

/**
 * Tokens whose signature was already checked. A phone sends the same token with every request;
 * checking its HMAC each time is a fifth of a small route's cost. Bounded, oldest out first;
 * an expired token is never answered from here.
 */
export class VerifiedTokens {
  readonly #claims = new Map<string, TokenClaims>();

  get(token: string, nowSec = Date.now() / 1000): TokenClaims | undefined {
    const claims = this.#claims.get(token);
    if (!claims) return undefined;
    if (claims.exp <= nowSec) {
      this.#claims.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: TokenClaims): void {
    if (this.#claims.size >= MAX_TOKENS) this.#claims.delete(this.#claims.keys().next().value!);
    this.#claims.set(token, claims);
  }
}
