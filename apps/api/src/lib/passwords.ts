import type * as Argon2 from '@node-rs/argon2';
import type { Options } from '@node-rs/argon2';
import { lazyModule } from './lazy-module.ts';

const argon2 = lazyModule<typeof Argon2>('@node-rs/argon2');

// OWASP's argon2id baseline: 19 MiB, 2 passes.
// `Algorithm` is a const enum that isolated modules cannot read: 2 is Argon2id.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as Options;

export function hashPassword(plain: string): Promise<string> {
  return argon2().hash(plain, options);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await argon2().verify(stored, plain);
  } catch {
    return false;
  }
}
