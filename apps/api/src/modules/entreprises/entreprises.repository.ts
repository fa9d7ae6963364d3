import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { EntrepriseUpdate, NewEntreprise } from '../../db/tables/entreprises.table.ts';

type Db = Database | Transaction<DB>;

export function listCategoriesEntreprise(db: Db) {
  return db.selectFrom('categoriesEntreprise').select(['id', 'nom']).orderBy('nom').execute();
}

export async function insertEntreprise(db: Db, entreprise: NewEntreprise): Promise<number> {
  const row = await db.insertInto('entreprises').values(entreprise).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findEntrepriseByOwner(db: Db, utilisateurId: number) {
  return db
    .selectFrom('entreprises')
    .selectAll()
    .where('utilisateurId', '=', utilisateurId)
    .executeTakeFirst();
}

export async function updateEntrepriseOfOwner(db: Db, utilisateurId: number, patch: EntrepriseUpdate) {
  await db
    .updateTable('entreprises')
    .set({ ...patch, updatedAt: new Date() })
    .where('utilisateurId', '=', utilisateurId)
    .execute();
}
