import type { Selectable } from 'kysely';
import type { Id } from './columns.ts';

export interface CategoriesEntrepriseTable {
  id: Id;
  nom: string;
}
export type CategorieEntrepriseRow = Selectable<CategoriesEntrepriseTable>;
