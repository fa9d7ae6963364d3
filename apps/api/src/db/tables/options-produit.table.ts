import type { Generated, Insertable, Selectable } from 'kysely';
import type { Id } from './columns.ts';

/** A product's option group ("Taille", "Suppléments"), issue 21 §3. */
export interface GroupesOptionsTable {
  id: Id;
  produitId: number;
  nom: string;
  obligatoire: Generated<boolean>;
  minChoix: Generated<number>;
  maxChoix: Generated<number>;
  /** Place within the product, as the owner listed them. */
  position: Generated<number>;
}
export type GroupeOptionsRow = Selectable<GroupesOptionsTable>;
export type NewGroupeOptions = Insertable<GroupesOptionsTable>;

/** One choice of a group; `produitId` repeats the group's so checkout reads a product's options at once. */
export interface OptionsProduitTable {
  id: Id;
  groupeId: number;
  produitId: number;
  nom: string;
  /** Whole FCFA added to the product's price, never negative. */
  prixDelta: Generated<number>;
  disponible: Generated<boolean>;
  position: Generated<number>;
}
export type OptionProduitRow = Selectable<OptionsProduitTable>;
export type NewOptionProduit = Insertable<OptionsProduitTable>;
