import type { Db } from '../../db/database.ts';
import type { NewUtilisateur, UtilisateurUpdate } from '../../db/tables/utilisateurs.table.ts';

export function findUserByPhone(db: Db, telephone: string) {
  return db.selectFrom('utilisateurs').selectAll().where('telephone', '=', telephone).executeTakeFirst();
}

/** Another admin with this e-mail, whatever its case. */
export function adminEmailTaken(db: Db, email: string, exceptId?: number) {
  return db
    .selectFrom('utilisateurs')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('utilisateurs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function phoneTakenByOther(db: Db, telephone: string, exceptId: number) {
  return db
    .selectFrom('utilisateurs')
    .select('id')
    .where('telephone', '=', telephone)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUtilisateur): Promise<number> {
  const row = await db.insertInto('utilisateurs').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, patch: UtilisateurUpdate): Promise<void> {
  await db
    .updateTable('utilisateurs')
    .set({ ...patch, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Sets a new password and ends every session signed with an older token version. */
export async function replacePassword(db: Db, id: number, motDePasseHash: string): Promise<number> {
  const row = await db
    .updateTable('utilisateurs')
    .set((eb) => ({ motDePasseHash, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: new Date() }))
    .where('id', '=', id)
    .returning('tokenVersion')
    .executeTakeFirstOrThrow();
  return row.tokenVersion;
}

/** The profile the spec's client reads: the user plus its business name and type. */
export function findProfile(db: Db, id: number) {
  return db
    .selectFrom('utilisateurs as u')
    .leftJoin('entreprises as e', 'e.utilisateurId', 'u.id')
    .select([
      'u.id',
      'u.prenom',
      'u.nom',
      'u.email',
      'u.telephone',
      'u.genre',
      'u.dateDeNaissance',
      'u.villeId',
      'u.latitude',
      'u.longitude',
      'u.infoSupplementaire',
      'u.photoProfilUrl',
      'u.role',
      'u.statut',
      'e.nom as nomEntreprise',
      'e.type as typeEntreprise',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** Who hears of what concerns the whole marketplace (an order nobody delivers, a new business). */
export async function activeAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('utilisateurs')
    .select('id')
    .where('role', '=', 'ADMIN')
    .where('statut', '=', 'ACTIF')
    .execute();
  return rows.map((r) => r.id);
}
