import type { Db } from '../../db/database.ts';
import type { NewEvenementCommande } from '../../db/tables/evenements-commande.table.ts';

/** Append-only: an event is written once, in the transaction of what it records when there is one. */
export async function insertOrderEvent(db: Db, event: Omit<NewEvenementCommande, 'createdAt'>) {
  await db
    .insertInto('evenementsCommande')
    .values({ ...event, createdAt: new Date() })
    .execute();
}

/** The order's events, oldest first, with who made them and the courier named, by name. */
export function findOrderEvents(db: Db, commandeId: string) {
  return db
    .selectFrom('evenementsCommande as ev')
    .leftJoin('utilisateurs as a', 'a.id', 'ev.acteurId')
    .leftJoin('utilisateurs as l', 'l.id', 'ev.livreurId')
    .select([
      'ev.type',
      'ev.acteurId',
      'ev.acteurRole',
      'ev.livreurId',
      'ev.code',
      'ev.essaisRestants',
      'ev.createdAt',
      'a.prenom as acteurPrenom',
      'a.nom as acteurNom',
      'l.prenom as livreurPrenom',
      'l.nom as livreurNom',
    ])
    .where('ev.commandeId', '=', commandeId)
    .orderBy('ev.id')
    .execute();
}

/** The order's latest move, with who made it (a name): what a move that lost to it was told. */
export function findLatestTransition(db: Db, commandeId: string) {
  return db
    .selectFrom('transitionsCommande as t')
    .leftJoin('utilisateurs as u', 'u.id', 't.acteurId')
    .select(['t.deStatut', 't.versStatut', 't.acteurRole', 't.mouvement', 'u.prenom', 'u.nom'])
    .where('t.commandeId', '=', commandeId)
    .orderBy('t.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
