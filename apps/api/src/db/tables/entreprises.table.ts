import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EntrepriseType } from '@comoe/shared/enums';
import type { Id, Timestamp } from './columns.ts';

export interface EntreprisesTable {
  id: Id;
  utilisateurId: number;
  nom: string;
  description: string | null;
  adresse: string | null;
  email: string | null;
  telephone: string | null;
  type: EntrepriseType;
  villeId: number;
  categorieId: number | null;
  typeCuisine: string | null;
  /** Main photo ("restaurant" upload), shown on cards and as the cover. */
  photoUrl: string | null;
  photoFacadeUrl: string | null;
  logoUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  delaiLivraison: Generated<string>;
  ouverte: Generated<boolean>;
  /** Minutes an accept without a time takes (migration 018; 20 unless the owner set another). */
  delaiPreparationHabituelMin: Generated<number>;
  /** Weekly ranges and closing dates as JSON (`Horaires`, migration 012); null: none set. */
  horaires: string | null;
  /** When the owner's timed pause ends; past or null: no pause. */
  pauseFinAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Kept with each new review so lists never aggregate on read. */
  noteMoyenne: number | null;
  nombreAvis: Generated<number>;
  /** Kept by triggers (migration 005): its orders of all time, any status. */
  commandesTotal: Generated<number>;
  /** Kept by triggers: Σ (total − fraisLivraison) of its LIVREE orders. */
  gainsTotaux: Generated<number>;
  /** Name and phone folded for search (migration 010): the database writes it, never the code. */
  cleRecherche: ColumnType<string | null, never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export type EntrepriseRow = Selectable<EntreprisesTable>;
export type NewEntreprise = Insertable<EntreprisesTable>;
export type EntrepriseUpdate = Updateable<EntreprisesTable>;
