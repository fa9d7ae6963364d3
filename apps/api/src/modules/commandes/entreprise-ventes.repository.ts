import { MONEY_STATUS } from '@comoe/shared/admin-finance';
import type { DayRange } from '@comoe/shared/periods';
import type { Database } from '../../db/database.ts';
import { ordersNewestAfter, type OrderKey } from '../../db/order-keyset.ts';
import { placed } from './entreprise-reports.repository.ts';

/**
 * Quantity and revenue of each product over the delivered orders placed in the range. Lines are
 * grouped by product and by the name they were sold under (a deleted product keeps its name).
 */
export function salesByProduct(db: Database, entrepriseId: number, range: DayRange) {
  return placed(db, entrepriseId, range)
    .innerJoin('lignesCommande as l', 'l.commandeId', 'c.id')
    .where('c.statut', '=', MONEY_STATUS)
    .select((eb) => [
      'l.produitId',
      'l.nomProduit',
      eb.fn.sum<number>('l.quantite').as('quantite'),
      eb.fn.sum<number>(eb('l.prixUnitaire', '*', eb.ref('l.quantite'))).as('chiffreAffaires'),
    ])
    .groupBy(['l.produitId', 'l.nomProduit'])
    .execute();
}

/** A chunk of the CSV's orders, newest first, after `after` (keyset: never OFFSET on a big range). */
export function csvOrdersAfter(
  db: Database,
  entrepriseId: number,
  range: DayRange,
  after: OrderKey | null,
  limit: number,
) {
  return placed(db, entrepriseId, range)
    .innerJoin('utilisateurs as u', 'u.id', 'c.clientId')
    .select([
      'c.id',
      'c.createdAt',
      'u.prenom',
      'u.nom',
      'c.statut',
      'c.typePaiement',
      'c.total',
      'c.fraisLivraison',
      'c.statutPaiementEntreprise',
    ])
    .$call((qb) => ordersNewestAfter(qb, after, limit))
    .execute();
}

/** The lines of those orders, in the order they were placed. */
export function csvOrderLines(db: Database, commandeIds: string[]) {
  if (commandeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lignesCommande')
    .select(['commandeId', 'nomProduit', 'quantite', 'options'])
    .where('commandeId', 'in', commandeIds)
    .orderBy('id')
    .execute();
}
