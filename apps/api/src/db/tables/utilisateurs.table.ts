import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
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
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
export type UtilisateurRow = Selectable<UtilisateursTable>;
export type NewUtilisateur = Insertable<UtilisateursTable>;
export type UtilisateurUpdate = Updateable<UtilisateursTable>;
