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
