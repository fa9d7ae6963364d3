import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export async function categorieIdsOfOwner(db: Db, utilisateurId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('categoriesProduit')
    .select('id')
    .where('utilisateurId', '=', utilisateurId)
    .execute();
  return rows.map((r) => r.id);
}

/** Each id takes its place in the list as its `ordre` (0, 1, 2…). */
export async function setCategoriesOrder(
  trx: Transaction<DB>,
  utilisateurId: number,
  ids: readonly number[],
) {
  for (const [ordre, id] of ids.entries()) {
    await trx
      .updateTable('categoriesProduit')
      .set({ ordre })
      .where('id', '=', id)
      .where('utilisateurId', '=', utilisateurId)
      .execute();
  }
}

export async function setProduitsOrder(trx: Transaction<DB>, entrepriseId: number, ids: readonly number[]) {
  for (const [ordre, id] of ids.entries()) {
    await trx
      .updateTable('produits')
      .set({ ordre })
      .where('id', '=', id)
      .where('entrepriseId', '=', entrepriseId)
      .execute();
  }
}

/** Which of these ids are products of this business. */
export async function ownProduitIds(db: Db, entrepriseId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('produits')
    .select('id')
    .where('entrepriseId', '=', entrepriseId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** One statement: the whole selection changes, or (the caller checked it first) nothing does. */
export async function setProduitsDisponible(
  db: Db,
  entrepriseId: number,
  ids: readonly number[],
  disponible: boolean,
): Promise<number> {
  const r = await db
    .updateTable('produits')
    .set({ disponible, updatedAt: new Date() })
    .where('entrepriseId', '=', entrepriseId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
