import type { Generated, Insertable, Selectable } from 'kysely';
import type { Id, Timestamp } from './columns.ts';

export interface ProduitsTable {
  id: Id;
  entrepriseId: number;
  categorieId: number | null;
  nom: string;
  description: string | null;
  /** Whole FCFA. */
  prix: number;
  photoUrl: string | null;
  disponible: Generated<boolean>;
  /** Place within its menu section, as the owner arranged it (issue 21 §3); ties fall back to id. */
  ordre: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export type ProduitRow = Selectable<ProduitsTable>;
export type NewProduit = Insertable<ProduitsTable>;
