import type { Db } from '../../db/database.ts';

/** What following an order's courier needs: whose order, where it goes, where he was and when. */
export function findTracking(db: Db, commandeId: string) {
  return db
    .selectFrom('commandes as c')
    .leftJoin('livreurs as l', 'l.utilisateurId', 'c.livreurId')
    .select([
      'c.id',
      'c.clientId',
      'c.statut',
      'c.latitude as latitudeLivraison',
      'c.longitude as longitudeLivraison',
      'l.typeTransport',
      'l.latitude',
      'l.longitude',
      'l.positionAt',
    ])
    .where('c.id', '=', commandeId)
    .executeTakeFirst();
}

/** When the order last went on its way (picked up): older positions are not this delivery's. */
export async function findPickedUpAt(db: Db, commandeId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('transitionsCommande')
    .select('createdAt')
    .where('commandeId', '=', commandeId)
    .where('versStatut', '=', 'EN_LIVRAISON')
    // The pickup itself, not a problem reported on the way (a move from EN_LIVRAISON to itself).
    .where('deStatut', '!=', 'EN_LIVRAISON')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.createdAt ?? null;
}
