import { sql, type Updateable } from 'kysely';
import { FINISHED_STATUSES } from '@comoe/shared/commandes/statuses';
import type { CategorieProduit } from '@comoe/shared/schemas/menu';
import type { Db } from '../../db/database.ts';
import type { NewProduit, ProduitsTable } from '../../db/tables/produits.table.ts';
import { produitQuery } from '../entreprises/catalog.repository.ts';

// ---- Menu sections (spec: product categories, keyed by the owner's user id) ----

function categorieQuery(db: Db) {
  return db.selectFrom('categoriesProduit as c').select((eb) => [
    'c.id',
    'c.nom',
    'c.utilisateurId',
    'c.ordre',
    eb
      .selectFrom('produits as p')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('p.categorieId', '=', 'c.id')
      .as('nombreProduits'),
  ]);
}

type CategorieRow = Awaited<ReturnType<ReturnType<typeof categorieQuery>['execute']>>[number];

const toCategorie = (r: CategorieRow): CategorieProduit => ({
  ...r,
  nombreProduits: Number(r.nombreProduits ?? 0),
});

export async function listCategoriesOfOwner(db: Db, utilisateurId: number): Promise<CategorieProduit[]> {
  const rows = await categorieQuery(db)
    .where('c.utilisateurId', '=', utilisateurId)
    .orderBy('c.ordre')
    .orderBy('c.id')
    .execute();
  return rows.map(toCategorie);
}

export async function findCategorie(db: Db, id: number): Promise<CategorieProduit | undefined> {
  const row = await categorieQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCategorie(row) : undefined;
}

export function categorieNamesOfOwner(db: Db, utilisateurId: number) {
  return db
    .selectFrom('categoriesProduit')
    .select(['id', 'nom'])
    .where('utilisateurId', '=', utilisateurId)
    .execute();
}

/** A new section goes last: its `ordre` follows the owner's highest one. */
export async function insertCategorie(db: Db, utilisateurId: number, nom: string): Promise<number> {
  const last = await db
    .selectFrom('categoriesProduit')
    .select((eb) => eb.fn.max('ordre').as('ordre'))
    .where('utilisateurId', '=', utilisateurId)
    .executeTakeFirst();
  const ordre = last?.ordre === null || last?.ordre === undefined ? 0 : Number(last.ordre) + 1;
  const row = await db
    .insertInto('categoriesProduit')
    .values({ nom, utilisateurId, ordre, createdAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameCategorie(db: Db, id: number, nom: string): Promise<void> {
  await db.updateTable('categoriesProduit').set({ nom }).where('id', '=', id).execute();
}

/** Deletes the section only while it holds no product; answers whether it did. */
export async function deleteEmptyCategorie(db: Db, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('categoriesProduit')
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('produits').select('id').where('categorieId', '=', id))))
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

// ---- Products ----

/** The product and the user who owns its business (for the ownership check). */
export function findProduitWithOwner(db: Db, id: number) {
  return db
    .selectFrom('produits as p')
    .innerJoin('entreprises as e', 'e.id', 'p.entrepriseId')
    .select(['p.id', 'p.entrepriseId', 'p.photoUrl', 'e.utilisateurId as ownerId'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export function findProduitRow(db: Db, id: number) {
  return produitQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export function listProduitRowsOfCategorie(db: Db, categorieId: number) {
  return produitQuery(db)
    .where('p.categorieId', '=', categorieId)
    .orderBy('p.ordre')
    .orderBy('p.id')
    .execute();
}

export function produitNamesOfEntreprise(db: Db, entrepriseId: number) {
  return db.selectFrom('produits').select(['id', 'nom']).where('entrepriseId', '=', entrepriseId).execute();
}

/** A new product goes last in the owner's order (issue 21 §3). */
export async function insertProduit(db: Db, produit: NewProduit): Promise<number> {
  const last = sql<number>`(select coalesce(max(ordre), 0) + 1 from produits where entreprise_id = ${produit.entrepriseId})`;
  const row = await db
    .insertInto('produits')
    .values({ ...produit, ordre: last })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduit(db: Db, id: number, patch: Updateable<ProduitsTable>): Promise<void> {
  await db
    .updateTable('produits')
    .set({ ...patch, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the product unless an order still on its way holds it; past orders keep their copied
 * name and price (lignes_commande.produit_id becomes NULL). One statement: an order placed
 * meanwhile either sees the product or does not.
 */
export async function deleteUnreferencedProduit(db: Db, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('produits')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lignesCommande as l')
            .innerJoin('commandes as c', 'c.id', 'l.commandeId')
            .select('l.id')
            .where('l.produitId', '=', id)
            .where('c.statut', 'not in', FINISHED_STATUSES),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * This business's products among these ids (a refusal may name only its own), or in this
 * category (a new order must name each of them once).
 */
export async function produitIdsOfEntreprise(
  db: Db,
  entrepriseId: number,
  among: { ids: readonly number[] } | { categorieId: number },
): Promise<number[]> {
  if ('ids' in among && among.ids.length === 0) return [];
  const rows = await db
    .selectFrom('produits')
    .select('id')
    .where('entrepriseId', '=', entrepriseId)
    .$call((qb) =>
      'ids' in among ? qb.where('id', 'in', among.ids) : qb.where('categorieId', '=', among.categorieId),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** Marks these products of this business unavailable (a refusal for lack of stock). */
export async function markProduitsUnavailable(db: Db, entrepriseId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('produits')
    .set({ disponible: false, updatedAt: new Date() })
    .where('entrepriseId', '=', entrepriseId)
    .where('id', 'in', ids)
    .execute();
}
