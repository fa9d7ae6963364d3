import { FINISHED_STATUSES } from '@comoe/shared/commandes/statuses';
import { ORDER_STATUSES, type OrderStatus } from '@comoe/shared/enums';
import type { Db, Dialect } from '../../db/database.ts';

const OPEN: OrderStatus[] = ORDER_STATUSES.filter((s) => !FINISHED_STATUSES.includes(s));

export type OrdersOf = { entrepriseId: number } | { livreurId: number } | { clientId: number };

/** The business an owner holds, if any. */
export function entrepriseOfOwner(db: Db, utilisateurId: number) {
  return db
    .selectFrom('entreprises')
    .select('id')
    .where('utilisateurId', '=', utilisateurId)
    .executeTakeFirst();
}

/**
 * The open orders of an account, oldest first, as the order machine reads them. With `lockFor`
 * (PostgreSQL), held until the deactivation commits: an owner's accept or a courier's pick-up at
 * that moment either committed before, and is read here, or waits and finds the order moved.
 */
export function openOrdersOf(db: Db, who: OrdersOf, lockFor?: Dialect) {
  const [column, id] =
    'entrepriseId' in who
      ? (['c.entrepriseId', who.entrepriseId] as const)
      : 'livreurId' in who
        ? (['c.livreurId', who.livreurId] as const)
        : (['c.clientId', who.clientId] as const);
  return db
    .selectFrom('commandes as c')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .selectAll('c')
    .select('e.utilisateurId as ownerId')
    .where('c.statut', 'in', OPEN)
    .where(column, '=', id)
    .orderBy('c.createdAt')
    .orderBy('c.id')
    .$if(lockFor === 'postgres', (qb) => qb.forUpdate('c'))
    .execute();
}

/** What reading a client's code by phone depends on: the order, and its client's account. */
export function orderWithClient(db: Db, id: string) {
  return db
    .selectFrom('commandes as c')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .innerJoin('utilisateurs as u', 'u.id', 'c.clientId')
    .select([
      'c.id',
      'c.statut',
      'c.clientId',
      'c.livreurId',
      'c.villeId',
      'c.codeClient',
      'e.utilisateurId as ownerId',
      'u.statut as clientStatut',
      'u.prenom',
      'u.nom',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}
