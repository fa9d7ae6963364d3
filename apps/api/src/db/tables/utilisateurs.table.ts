import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountStatus, Genre, Role } from '@comoe/shared/enums';
import type { Id, Timestamp } from './columns.ts';

export interface UtilisateursTable {
  id: Id;
  prenom: string;
  nom: string;
  email: string | null;
  telephone: string;
  motDePasseHash: string;
  role: Role;
  statut: Generated<AccountStatus>;
  genre: Genre | null;
  /** yyyy-MM-dd text on both stores. */
  dateDeNaissance: string | null;
  villeId: number | null;
  latitude: number | null;
  longitude: number | null;
  infoSupplementaire: string | null;
  photoProfilUrl: string | null;
  /** Raised to end every session (password change, deactivation). */
  tokenVersion: Generated<number>;
  /** Names, e-mail and phone folded for search (migration 010): the database writes it, never the code. */
  cleRecherche: ColumnType<string | null, never, never>;
  /** A client's orders (any status), Σ total of the delivered ones, last order: kept by triggers (migration 010). */
  commandesClient: Generated<number>;
  depenseClient: Generated<number>;
  derniereCommandeAt: ColumnType<Date | null, never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export type UtilisateurRow = Selectable<UtilisateursTable>;
export type NewUtilisateur = Insertable<UtilisateursTable>;
export type UtilisateurUpdate = Updateable<UtilisateursTable>;
