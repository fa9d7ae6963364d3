import { ORDER_MACHINE, targetOf } from '@comoe/shared/commandes/machine';
import { FINISHED_STATUSES } from '@comoe/shared/commandes/statuses';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Db } from '../../db/database.ts';
import type { CommandesTable, NewCommande } from '../../db/tables/commandes.table.ts';
import type { Updateable } from 'kysely';
import { ORDER_HEAD_COLUMNS } from './order-views.repository.ts';

export interface NewLine {
  produitId: number;
  nomProduit: string;
  prixUnitaire: number;
  quantite: number;
  /** JSON copy of the chosen options, null without any. */
  options: string | null;
}

export async function insertOrder(trx: Db, order: NewCommande, lines: NewLine[]): Promise<void> {
  await trx.insertInto('commandes').values(order).execute();
  await trx
    .insertInto('lignesCommande')
    .values(lines.map((l) => ({ ...l, commandeId: order.id })))
    .execute();
}

/** The order with the user who owns its business: every party the order machine's guards ask about. */
export function findOrderWithOwner(db: Db, id: string) {
  return db
    .selectFrom('commandes as c')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .selectAll('c')
    .select('e.utilisateurId as ownerId')
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export function findLines(db: Db, commandeIds: readonly string[]) {
  if (commandeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lignesCommande')
    .select(['id', 'commandeId', 'produitId', 'nomProduit', 'prixUnitaire', 'quantite', 'options'])
    .where('commandeId', 'in', commandeIds)
    .orderBy('id')
    .execute();
}

/** The moves that ended these orders (LIVREE, ANNULEE): who made them, and from where. */
export function findEndings(db: Db, commandeIds: readonly string[]) {
  if (commandeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('transitionsCommande')
    .select(['commandeId', 'deStatut', 'versStatut', 'acteurRole', 'motif', 'mouvement'])
    .where('commandeId', 'in', commandeIds)
    .where('versStatut', 'in', FINISHED_STATUSES)
    .execute();
}

/** Which of these orders a courier picked up (the move that takes the business's code). */
export async function findPickedUp(db: Db, commandeIds: readonly string[]): Promise<Set<string>> {
  if (commandeIds.length === 0) return new Set();
  const pickup = ORDER_MACHINE.marquerRecuperee;
  const rows = await db
    .selectFrom('transitionsCommande')
    .select('commandeId')
    .where('commandeId', 'in', commandeIds)
    .where('deStatut', 'in', pickup.from)
    .where('versStatut', '=', targetOf('marquerRecuperee', pickup.from[0]!))
    .execute();
  return new Set(rows.map((r) => r.commandeId));
}

/**
 * The one way an order changes status: only if it is still in an expected status, so two
 * couriers, or a double click, can never both win. Returns whether this call won.
 */
export async function moveStatus(
  trx: Db,
  id: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  set: Omit<Updateable<CommandesTable>, 'statut' | 'id'> = {},
  extra: { livreurId?: number; entrepriseId?: number; clientId?: number } = {},
): Promise<boolean> {
  const now = new Date();
  // A move that keeps the status (a problem reported on the way) leaves "since when" alone: the
  // desk's delays and the pickup time the tracking starts from are the status's, not the report's.
  const keepsStatus = from.length === 1 && from[0] === to;
  let q = trx
    .updateTable('commandes')
    .set({ ...set, statut: to, ...(keepsStatus ? {} : { statutAt: now }), updatedAt: now })
    .where('id', '=', id)
    .where('statut', 'in', from);
  if (extra.livreurId !== undefined) q = q.where('livreurId', '=', extra.livreurId);
  if (extra.entrepriseId !== undefined) q = q.where('entrepriseId', '=', extra.entrepriseId);
  if (extra.clientId !== undefined) q = q.where('clientId', '=', extra.clientId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Clears both wrong-code counters of an order of this business; false when it has no such order. */
export async function resetCodeTries(db: Db, id: string, entrepriseId: number): Promise<boolean> {
  const r = await db
    .updateTable('commandes')
    .set({ essaisCodeClient: 0, essaisCodeEntreprise: 0, updatedAt: new Date() })
    .where('id', '=', id)
    .where('entrepriseId', '=', entrepriseId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function recordTransition(
  trx: Db,
  t: {
    commandeId: string;
    deStatut: OrderStatus | null;
    versStatut: OrderStatus;
    acteurId: number | null;
    acteurRole: string;
    motif?: string | null;
    mouvement?: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('transitionsCommande')
    .values({ ...t, createdAt: new Date() })
    .execute();
}

/** Every move of the order, oldest first, with who made it (a name, for the desk's timeline). */
export function findTransitions(db: Db, commandeId: string) {
  return db
    .selectFrom('transitionsCommande as t')
    .leftJoin('utilisateurs as u', 'u.id', 't.acteurId')
    .select([
      't.deStatut',
      't.versStatut',
      't.acteurId',
      't.acteurRole',
      't.motif',
      't.mouvement',
      't.createdAt',
      'u.prenom as acteurPrenom',
      'u.nom as acteurNom',
    ])
    .where('t.commandeId', '=', commandeId)
    .orderBy('t.id')
    .execute();
}

export function findIdempotencyKey(db: Db, utilisateurId: number, cle: string) {
  return db
    .selectFrom('clesIdempotence')
    .select(['empreinte', 'commandeId'])
    .where('utilisateurId', '=', utilisateurId)
    .where('cle', '=', cle)
    .executeTakeFirst();
}

export async function insertIdempotencyKey(
  trx: Db,
  k: { utilisateurId: number; cle: string; empreinte: string; commandeId: string },
): Promise<void> {
  await trx
    .insertInto('clesIdempotence')
    .values({ ...k, createdAt: new Date() })
    .execute();
}

/** The client's orders with what the order cards show, newest first. */
export function listClientOrders(db: Db, clientId: number, limit: number, onlyId?: string) {
  let q = db
    .selectFrom('commandes as c')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .leftJoin('utilisateurs as l', 'l.id', 'c.livreurId')
    .leftJoin('avis as a', 'a.commandeId', 'c.id')
    .select([
      ...ORDER_HEAD_COLUMNS,
      'c.codeClient',
      'c.adresseLivraison',
      'c.entrepriseId',
      'e.nom as entrepriseNom',
      'e.photoUrl as entreprisePhotoUrl',
      'e.telephone as entrepriseTelephone',
      'l.prenom as livreurPrenom',
      'l.nom as livreurNom',
      'l.telephone as livreurTelephone',
      'a.note as noteClient',
      'a.commentaire as commentaireClient',
      'a.noteLivreur as noteLivreurClient',
      'a.commentaireLivreur as commentaireLivreurClient',
    ])
    .where('c.clientId', '=', clientId);
  if (onlyId) q = q.where('c.id', '=', onlyId);
  return q.orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}
