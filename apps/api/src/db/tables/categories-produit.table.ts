import type { Generated, Selectable } from 'kysely';
import type { Id, Timestamp } from './columns.ts';

export interface CategoriesProduitTable {
  id: Id;
  nom: string;
  /** The owner, as the spec keys menu sections by user. */
  utilisateurId: number;
  ordre: Generated<number>;
  createdAt: Timestamp;
}
export type CategorieProduitRow = Selectable<CategoriesProduitTable>;
