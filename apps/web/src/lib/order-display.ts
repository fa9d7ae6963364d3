/** Who moved an order, as the transitions table records it (acteurRole). */
const ACTOR_LABELS: Record<string, string> = {
  CLIENT: 'Client',
  ENTREPRISE: 'Entreprise',
  LIVREUR: 'Livreur',
  ADMIN: 'Administrateur',
  SYSTEME: 'Système',
};

export function actorLabel(role: string): string {
  return ACTOR_LABELS[role.replace(/^ROLE_/, '')] ?? role;
}

/** The owner's and admin's short order number: the id's first 6 characters (spec part 2 §2). */
export function shortId(id: string): string {
  return id.slice(0, 6).toUpperCase();
}
