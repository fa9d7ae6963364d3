import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret a courier's card (its QR code) carries next to his matricule: 128 random bits, so
 * matricules, which are sequential, no longer lead to anyone's name or photo.
 */
export function newCardToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Constant time: how much of a guess is right never shows in the answer's timing. */
export function sameCardToken(expected: string | null, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
