import type { Db } from '../../db/database.ts';

/** The courier's orders on their way, with their clients: who follows him on a map now. */
export function ordersEnRouteOf(db: Db, courierId: number) {
  return db
    .selectFrom('commandes')
    .select(['id', 'clientId'])
    .where('livreurId', '=', courierId)
    .where('statut', '=', 'EN_LIVRAISON')
    .execute();
}
