import type { Db } from '../../db/database.ts';
import { listedOnly } from '../../db/listed-entreprises.ts';

/**
 * What a quote and an order need of the business, with its city's base fee. Listed businesses
 * only (design §12): one clients cannot see takes no order and gives no quote.
 */
export function findCheckoutEntreprise(db: Db, id: number) {
  return db
    .selectFrom('entreprises as e')
    .innerJoin('villes as v', 'v.id', 'e.villeId')
    .select([
      'e.id',
      'e.nom',
      'e.ouverte',
      'e.horaires',
      'e.pauseFinAt',
      'e.latitude',
      'e.longitude',
      'e.villeId',
      'e.utilisateurId',
      'v.fraisBase',
    ])
    .where('e.id', '=', id)
    .where(listedOnly)
    .executeTakeFirst();
}

export type CheckoutEntreprise = NonNullable<Awaited<ReturnType<typeof findCheckoutEntreprise>>>;

/** The ordered products as the database knows them: prices and names never come from the client. */
export function findOrderedProduits(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('produits')
    .select(['id', 'nom', 'prix', 'disponible', 'entrepriseId'])
    .where('id', 'in', ids)
    .execute();
}
