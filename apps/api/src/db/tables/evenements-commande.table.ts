import type { Insertable, Selectable } from 'kysely';
import type { OrderCode, OrderEventType } from '@comoe/shared/commandes/order-events';
import type { Id, Timestamp } from './columns.ts';

/**
 * What happened to an order without a move of its status (issue 34 §2): append-only, read with
 * its transitions as its history.
 */
export interface EvenementsCommandeTable {
  id: Id;
  commandeId: string;
  type: OrderEventType;
  /** Null for the server itself, or an account deleted since. */
  acteurId: number | null;
  acteurRole: string;
  /** The courier the order was given to (LIVREUR_ASSIGNE). */
  livreurId: number | null;
  /** The code typed wrong, and the tries it left (CODE_ERRONE). */
  code: OrderCode | null;
  essaisRestants: number | null;
  createdAt: Timestamp;
}
export type EvenementCommandeRow = Selectable<EvenementsCommandeTable>;
export type NewEvenementCommande = Insertable<EvenementsCommandeTable>;
