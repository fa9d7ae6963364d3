import type { NewUtilisateur } from './tables/utilisateurs.table.ts';

/** What identifies a new account; everything else of its profile starts blank. */
export type AccountIdentity = Pick<
  NewUtilisateur,
  'prenom' | 'nom' | 'email' | 'telephone' | 'motDePasseHash' | 'role' | 'villeId'
>;

/**
 * A new account with no profile details (no genre, birth date, position, directions or photo),
 * created and last changed at `at`: admins, the demo's managers and the bench's accounts.
 */
export function blankAccount(identity: AccountIdentity, at: Date): NewUtilisateur {
  return {
    ...identity,
    genre: null,
    dateDeNaissance: null,
    latitude: null,
    longitude: null,
    infoSupplementaire: null,
    photoProfilUrl: null,
    createdAt: at,
    updatedAt: at,
  };
}
