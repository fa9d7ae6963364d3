import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used, not at start-up: sharp, the PostgreSQL
 * and Redis clients and argon2 weigh 10 to 25 MB each, and many processes never need them
 * (an SQLite install without Redis; a server nobody uploads a picture to today).
 */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
