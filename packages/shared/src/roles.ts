import { ROLES, type Role } from './role-names.ts';

export const ROLE_PREFIX = 'ROLE_';

export function withRolePrefix(role: Role): `ROLE_${Role}` {
  return `${ROLE_PREFIX}${role}`;
}

/** Reads `ROLE_CLIENT` or `CLIENT` alike; anything else is not a role. */
export function parseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const bare = value.startsWith(ROLE_PREFIX) ? value.slice(ROLE_PREFIX.length) : value;
  return (ROLES as readonly string[]).includes(bare) ? (bare as Role) : null;
}

/** Where each role lands after sign-in, or when it opens a page meant for another role. */
export function dashboardPath(role: Role | null): string {
  switch (role) {
    case 'CLIENT':
      return '/client-dashboard';
    case 'ENTREPRISE':
      return '/business-dashboard';
    case 'LIVREUR':
      return '/delivery-dashboard';
    case 'ADMIN':
      return '/admin/dashboard';
    case null:
      return '/';
  }
}
