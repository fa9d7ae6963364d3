import type { Role } from '@comoe/shared/enums';
import { parseRole } from '@comoe/shared/roles';

/** Keys the product has always used, so sessions and other tabs keep working across versions. */
export const USER_KEY = 'user';
export const TOKEN_KEY = 'token';

export type SessionUser = {
  id: number;
  telephone: string;
  /** Without the `ROLE_` prefix the login answer carries. */
  role: Role;
  token: string;
};

type LoginAnswer = { id: number; telephone: string; role: string; token: string };

/** The session kept after sign-in, or null when the answer carries no known role. */
export function sessionUserFromLogin(answer: LoginAnswer): SessionUser | null {
  const role = parseRole(answer.role);
  return role ? { id: answer.id, telephone: answer.telephone, role, token: answer.token } : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, telephone, role, token } = value;
  const parsedRole = parseRole(role);
  if (typeof id !== 'number' || typeof telephone !== 'string' || typeof token !== 'string' || !parsedRole) {
    return null;
  }
  return { id, telephone, role: parsedRole, token };
}

export function clearStoredSession(storage: Storage): void {
  storage.removeItem(USER_KEY);
  storage.removeItem(TOKEN_KEY);
}

export function writeStoredSession(storage: Storage, user: SessionUser): void {
  storage.setItem(USER_KEY, JSON.stringify(user));
  storage.setItem(TOKEN_KEY, user.token);
}

/** The signed-in user kept by this browser; a value that cannot be read is wiped, never half-used. */
export function readStoredUser(storage: Storage): SessionUser | null {
  const raw = storage.getItem(USER_KEY);
  if (raw === null) return null;
  try {
    const user = parseSessionUser(JSON.parse(raw));
    if (!user) throw new TypeError(`Utilisateur enregistré illisible : ${raw.slice(0, 80)}`);
    return user;
  } catch (error) {
    console.error('Erreur lors de la lecture du localStorage', error);
    clearStoredSession(storage);
    return null;
  }
}
