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
  /** `villeNameKey(nom)`, unique: null on rows written without it (seeds), checked in code too. */
  nomCle: string | null;
  createdAt: Timestamp;
}
export type VilleRow = Selectable<VillesTable>;
export type NewVille = Insertable<VillesTable>;
