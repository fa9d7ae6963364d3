import type { Insertable, Selectable } from 'kysely';
import type { ProblemType } from '@comoe/shared/commandes/incidents';
import type { Id, Timestamp } from './columns.ts';

/** A problem a courier reported on his way (issue 22 §3); append-only. */
export interface IncidentsLivraisonTable {
  id: Id;
  commandeId: string;
  livreurId: number;
  type: ProblemType;
  note: string | null;
  createdAt: Timestamp;
}
export type IncidentLivraisonRow = Selectable<IncidentsLivraisonTable>;
export type NewIncidentLivraison = Insertable<IncidentsLivraisonTable>;
