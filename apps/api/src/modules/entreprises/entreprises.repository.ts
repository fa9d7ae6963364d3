import type { Db } from '../../db/database.ts';
import type { EntrepriseUpdate, NewEntreprise } from '../../db/tables/entreprises.table.ts';

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

export function findEntrepriseById(db: Db, id: number) {
  return db.selectFrom('entreprises').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The owner's view of the business: every column, and its category's name. */
export function findEntrepriseDetails(db: Db, by: { id: number } | { utilisateurId: number }) {
  const q = db
    .selectFrom('entreprises as e')
    .leftJoin('categoriesEntreprise as k', 'k.id', 'e.categorieId')
    .selectAll('e')
    .select('k.nom as categorieNom');
  return (
    'id' in by ? q.where('e.id', '=', by.id) : q.where('e.utilisateurId', '=', by.utilisateurId)
  ).executeTakeFirst();
}

export type EntrepriseDetailsRow = NonNullable<Awaited<ReturnType<typeof findEntrepriseDetails>>>;

export async function updateEntreprise(db: Db, id: number, patch: EntrepriseUpdate): Promise<void> {
  await db
    .updateTable('entreprises')
    .set({ ...patch, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function categorieEntrepriseExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('categoriesEntreprise')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCategorieEntreprise(db: Db, nom: string): Promise<number> {
  const row = await db
    .insertInto('categoriesEntreprise')
    .values({ nom })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Who owns each of these businesses, and its name: the notices about their orders. */
export async function businessOwners(db: Db, entrepriseIds: readonly number[]) {
  if (entrepriseIds.length === 0) return new Map<number, { utilisateurId: number; nom: string }>();
  const rows = await db
    .selectFrom('entreprises')
    .select(['id', 'utilisateurId', 'nom'])
    .where('id', 'in', [...new Set(entrepriseIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { utilisateurId: r.utilisateurId, nom: r.nom }]));
}
