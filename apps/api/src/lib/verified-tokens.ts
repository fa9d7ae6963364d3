/** What a verified token says: its subject, its token version and its expiry (seconds since 1970). */
export interface TokenClaims {
  sub: number;
  tv: unknown;
  exp: number;
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
