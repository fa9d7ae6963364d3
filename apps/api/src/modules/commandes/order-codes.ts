import { randomInt } from 'node:crypto';

/** Codes said aloud at the door or the counter: four digits, from a cryptographic source. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** After this many wrong codes the step locks until the business or an admin unlocks it. */
export const MAX_CODE_TRIES = 5;
