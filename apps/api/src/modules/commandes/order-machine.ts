import type { OrderStatus, Role } from '@comoe/shared/enums';

/** Design §3: every move an order can make, and who makes it. */
export type OrderAction =
  | 'accepter'
  | 'refuser'
  | 'annulerClient'
  | 'accepterMission'
  | 'marquerPrete'
  | 'marquerRecuperee'
  | 'marquerLivree'
  | 'annuler'
  | 'annulerSansReponse';

/** `systeme`: the server itself, for orders nobody answered (design §12). */
type Actor = 'client' | 'entreprise' | 'livreur' | 'admin' | 'systeme';

interface Move {
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly Actor[];
}

const OPEN: readonly OrderStatus[] = [
  'EN_ATTENTE_ENTREPRISE',
  'EN_ATTENTE_LIVREUR',
  'ACCEPTEE',
  'PRETE',
  'EN_LIVRAISON',
];

export const MOVES: Record<OrderAction, Move> = {
  accepter: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'EN_ATTENTE_LIVREUR', actors: ['entreprise'] },
  refuser: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'ANNULEE', actors: ['entreprise'] },
  annulerClient: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'ANNULEE', actors: ['client'] },
  accepterMission: { from: ['EN_ATTENTE_LIVREUR'], to: 'ACCEPTEE', actors: ['livreur'] },
  marquerPrete: { from: ['ACCEPTEE'], to: 'PRETE', actors: ['entreprise'] },
  marquerRecuperee: { from: ['PRETE'], to: 'EN_LIVRAISON', actors: ['livreur'] },
  marquerLivree: { from: ['EN_LIVRAISON'], to: 'LIVREE', actors: ['livreur'] },
  annuler: { from: OPEN, to: 'ANNULEE', actors: ['entreprise', 'admin'] },
  annulerSansReponse: { from: ['EN_ATTENTE_ENTREPRISE'], to: 'ANNULEE', actors: ['systeme'] },
};

export function actorOf(role: Role): Actor {
  switch (role) {
    case 'CLIENT':
      return 'client';
    case 'ENTREPRISE':
      return 'entreprise';
    case 'LIVREUR':
      return 'livreur';
    case 'ADMIN':
      return 'admin';
  }
}

export function canMove(action: OrderAction, from: OrderStatus): boolean {
  return MOVES[action].from.includes(from);
}
