import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '@comoe/shared/enums';

export const TOKEN_ISSUER = 'comoe-express';

/** The session token the app hands out at login: HS256, the user's id, role and token version. */
export function signSessionToken(
  secret: KeyObject,
  ttl: string,
  user: { id: number; role: Role; tokenVersion: number },
): Promise<string> {
  return new SignJWT({ role: user.role, tv: user.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(secret);
}
