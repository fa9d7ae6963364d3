import type { Transaction } from 'kysely';
import type { Transport } from '@comoe/shared/enums';
import type { ChangeRequestStatus } from '@comoe/shared/schemas/courier-change-requests';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { NewDemandeChangement } from '../../db/tables/demandes-changement-livreur.table.ts';

/** A request with the names of the cities it moves between, and who asks. */
function requests(db: Db) {
  return db
    .selectFrom('demandesChangementLivreur as d')
    .innerJoin('utilisateurs as u', 'u.id', 'd.livreurId')
    .innerJoin('livreurs as l', 'l.utilisateurId', 'd.livreurId')
    .leftJoin('villes as v', 'v.id', 'd.villeId')
    .leftJoin('villes as av', 'av.id', 'd.ancienneVilleId')
    .select([
      'd.id',
      'd.livreurId',
      'd.typeTransport',
      'd.villeId',
      'v.nom as villeNom',
      'd.ancienTypeTransport',
      'av.nom as ancienneVilleNom',
      'd.motif',
      'd.statut',
      'd.motifRefus',
      'd.createdAt',
      'd.decideeAt',
      'u.prenom',
      'u.nom',
      'u.telephone',
      'l.matricule',
    ]);
}
export type ChangeRequestRow = Awaited<ReturnType<ReturnType<typeof requests>['execute']>>[number];

/** What the courier has now: his vehicle and his city. */
export function courierSetup(db: Db, livreurId: number) {
  return db
    .selectFrom('livreurs as l')
    .innerJoin('utilisateurs as u', 'u.id', 'l.utilisateurId')
    .select(['l.typeTransport', 'u.villeId'])
    .where('l.utilisateurId', '=', livreurId)
    .executeTakeFirst();
}

export async function villeExists(db: Db, villeId: number): Promise<boolean> {
  const row = await db.selectFrom('villes').select('id').where('id', '=', villeId).executeTakeFirst();
  return row !== undefined;
}

/** A second pending request of the same courier breaks the partial unique index (migration 017). */
export async function insertRequest(
  db: Db,
  row: Pick<
    NewDemandeChangement,
    'livreurId' | 'typeTransport' | 'villeId' | 'ancienTypeTransport' | 'ancienneVilleId' | 'motif'
  >,
): Promise<number> {
  const { id } = await db
    .insertInto('demandesChangementLivreur')
    .values({ ...row, createdAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findRequest(db: Db, id: number) {
  return requests(db).where('d.id', '=', id).executeTakeFirst();
}

export function requestsOf(db: Db, livreurId: number, limit: number) {
  return requests(db)
    .where('d.livreurId', '=', livreurId)
    .orderBy('d.createdAt', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

/** The pending ones oldest first (the queue); the decided ones latest first. */
export function requestsByStatus(db: Db, statut: ChangeRequestStatus, limit: number) {
  const dir = statut === 'EN_ATTENTE' ? 'asc' : 'desc';
  return requests(db)
    .where('d.statut', '=', statut)
    .orderBy(statut === 'EN_ATTENTE' ? 'd.createdAt' : 'd.decideeAt', dir)
    .orderBy('d.id', dir)
    .limit(limit)
    .execute();
}

/**
 * Decides a pending request: the `statut = 'EN_ATTENTE'` condition makes a second decision (or
 * one made at the same moment) change nothing; false then.
 */
export async function decideRequest(
  trx: Transaction<DB>,
  id: number,
  d: { statut: 'APPROUVEE' | 'REFUSEE'; motifRefus: string | null; adminId: number },
): Promise<boolean> {
  const res = await trx
    .updateTable('demandesChangementLivreur')
    .set({ ...d, decideeAt: new Date() })
    .where('id', '=', id)
    .where('statut', '=', 'EN_ATTENTE')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Applies an approved change: the vehicle on the courier's row, the city on his account. */
export async function applyChange(
  trx: Transaction<DB>,
  livreurId: number,
  change: { typeTransport: Transport | null; villeId: number | null },
): Promise<void> {
  if (change.typeTransport !== null) {
    await trx
      .updateTable('livreurs')
      .set({ typeTransport: change.typeTransport })
      .where('utilisateurId', '=', livreurId)
      .execute();
  }
  if (change.villeId !== null) {
    await trx
      .updateTable('utilisateurs')
      .set({ villeId: change.villeId, updatedAt: new Date() })
      .where('id', '=', livreurId)
      .execute();
  }
}
