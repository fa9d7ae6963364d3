// Apart from enums.ts: the first page's code needs these and nothing else of it.
/** Roles as stored and used in the app; the API login answer adds the `ROLE_` prefix. */
export const ROLES = ['CLIENT', 'ENTREPRISE', 'LIVREUR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may create through the public sign-up. */
export const PUBLIC_ROLES = ['CLIENT', 'ENTREPRISE', 'LIVREUR'] as const;
export type PublicRole = (typeof PUBLIC_ROLES)[number];

export const USER_TYPES = {
  CLIENT: 'client',
  ENTREPRISE: 'business',
  LIVREUR: 'delivery',
  ADMIN: 'admin',
} as const satisfies Record<Role, string>;
export type UserType = (typeof USER_TYPES)[Role];
