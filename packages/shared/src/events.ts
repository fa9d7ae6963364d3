import type { OrderStatus } from './enums.ts';
import type { OrderEndReason } from './commandes/end-reasons.ts';

/** What `GET /api/events` streams (Server-Sent Events, one JSON `data` line per event). */
export type LiveEventData =
  | {
      type: 'commande.statut';
      commandeId: string;
      statut: OrderStatus;
      at: string;
      /** Only when the order ends (LIVREE, ANNULEE): why, for the client's notice. */
      motif?: OrderEndReason;
    }
  | { type: 'commande.nouvelle'; commandeId: string; entrepriseId: number; at: string }
  | { type: 'mission.disponible'; commandeId: string; villeId: number; at: string }
  | { type: 'mission.retiree'; commandeId: string; villeId: number; at: string }
  | { type: 'notification'; titre: string; corps: string; commandeId: string | null; at: string }
  /** A courier's verification moved (documents sent, verified, refused): his dashboard, the queue. */
  | { type: 'livreur.verification'; livreurId: number; at: string }
  /** An admin paid orders of this business: its payments list and earnings read again (issue 21 §4). */
  | { type: 'versement.entreprise'; entrepriseId: number; at: string }
  /**
   * The courier of this order, on its way, reported a new position: to that order's client only,
   * who reads it again from `GET /api/commandes/{id}/suivi` (the event itself carries no position).
   */
  | { type: 'livreur.position'; commandeId: string; at: string }
  /** The account was deactivated: the server closes the stream right after this event. */
  | { type: 'session.fin'; at: string };

export type LiveEventType = LiveEventData['type'];

/** Who may receive an event: named users, and/or every courier of a city, and/or every admin (the desk). */
export interface LiveAudience {
  users?: number[];
  couriersOfVille?: number;
  admins?: boolean;
}

export interface LiveEvent {
  audience: LiveAudience;
  data: LiveEventData;
}
