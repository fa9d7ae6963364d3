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

/** Who moved an order or acted, as the transitions table and the journal record it (acteurRole). */
export const ACTOR_LABELS: Record<Role | 'SYSTEME', string> = {
  CLIENT: 'Client',
  ENTREPRISE: 'Entreprise',
  LIVREUR: 'Livreur',
  ADMIN: 'Administrateur',
  SYSTEME: 'Système',
};

/** `ROLE_CLIENT` or `CLIENT` → 'Client'; an unknown role as it is. */
export function actorLabel(role: string): string {
  return (ACTOR_LABELS as Record<string, string | undefined>)[role.replace(/^ROLE_/, '')] ?? role;
}
