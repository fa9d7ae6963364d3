import type { Insertable, Selectable } from 'kysely';
import type { Id, Timestamp } from './columns.ts';

export interface VillesTable {
  id: Id;
  nom: string;
  photoUrl: string | null;
  /** Base delivery fee in FCFA (design §4). */
  fraisBase: number;
  latitude: number;
  longitude: number;
  createdAt: Timestamp;
}
export type VilleRow = Selectable<VillesTable>;
export type NewVille = Insertable<VillesTable>;
