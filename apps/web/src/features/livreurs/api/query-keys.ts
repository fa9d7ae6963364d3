/**
 * Every query of the courier area starts with 'livreur': a live event or a reconnection
 * refetches them together, and only these are kept on the phone for offline use.
 */
export const courierKeys = {
  all: ['livreur'] as const,
  profile: ['livreur', 'profil'] as const,
  stats: ['livreur', 'stats'] as const,
  missions: ['livreur', 'missions'] as const,
  available: ['livreur', 'missions', 'disponibles'] as const,
  current: ['livreur', 'missions', 'en-cours'] as const,
  history: ['livreur', 'missions', 'historique'] as const,
};
