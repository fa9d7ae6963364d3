import { MISSION_IN_PROGRESS_STATUSES, OFFERED_MISSION_STATUSES } from '@comoe/shared/commandes/statuses';
import { sql } from 'kysely';
import type { Point } from '@comoe/shared/livraison';
import type { Db } from '../../db/database.ts';
import type { NewLivreur } from '../../db/tables/livreurs.table.ts';
import { newCardToken } from '../../lib/card-token.ts';
import { missionQuery } from '../commandes/order-views.repository.ts';

export async function insertCourier(db: Db, livreur: NewLivreur): Promise<void> {
  await db
    .insertInto('livreurs')
    .values({ jetonCarte: newCardToken(), ...livreur })
    .execute();
}

/** Couriers created before their card had a token (seed, older rows) get one when first read. */
export async function giveCardToken(db: Db, userId: number): Promise<string> {
  const token = newCardToken();
  await db
    .updateTable('livreurs')
    .set({ jetonCarte: token })
    .where('utilisateurId', '=', userId)
    .where('jetonCarte', 'is', null)
    .execute();
  const row = await db
    .selectFrom('livreurs')
    .select('jetonCarte')
    .where('utilisateurId', '=', userId)
    .executeTakeFirst();
  return row?.jetonCarte ?? token;
}

/** Each courier with its account. */
function couriers(db: Db) {
  return db.selectFrom('livreurs as l').innerJoin('utilisateurs as u', 'u.id', 'l.utilisateurId');
}

/**
 * What the mission rules need to know about a courier. Given a transaction after `lockCourier`,
 * what is committed now: the account's status too, which the session check may hold from before.
 */
export function findCourier(db: Db, userId: number) {
  return couriers(db)
    .select([
      'l.utilisateurId',
      'u.statut',
      'l.disponible',
      'l.verifie',
      'l.latitude',
      'l.longitude',
      'l.positionAt',
      'l.noteMoyenne',
      'l.nombreAvis',
      'u.villeId',
    ])
    .where('l.utilisateurId', '=', userId)
    .executeTakeFirst();
}

export function findCourierProfile(db: Db, userId: number) {
  return couriers(db)
    .select([
      'u.id',
      'u.nom',
      'u.prenom',
      'u.telephone',
      'u.dateDeNaissance',
      'u.photoProfilUrl',
      'u.villeId',
      'u.statut',
      'l.cni',
      'l.permis',
      'l.matricule',
      'l.typeTransport',
      'l.disponible',
      'l.verifie',
      'l.createdAt',
      'l.cniPhotoUrl',
      'l.permisPhotoUrl',
      'l.verificationMotif',
      'l.documentsAt',
      'l.jetonCarte',
    ])
    .where('l.utilisateurId', '=', userId)
    .executeTakeFirst();
}

export async function updateCourierDocuments(
  db: Db,
  userId: number,
  docs: { cni: string | null; permis: string | null },
): Promise<void> {
  await db.updateTable('livreurs').set(docs).where('utilisateurId', '=', userId).execute();
}

export async function setAvailability(
  db: Db,
  userId: number,
  disponible: boolean,
  at: Point | null,
): Promise<void> {
  await db
    .updateTable('livreurs')
    .set({
      disponible,
      ...(at ? { latitude: at.latitude, longitude: at.longitude, positionAt: new Date() } : {}),
    })
    .where('utilisateurId', '=', userId)
    .execute();
}

export async function savePosition(db: Db, userId: number, at: Point, when: Date): Promise<void> {
  await db
    .updateTable('livreurs')
    .set({ latitude: at.latitude, longitude: at.longitude, positionAt: when })
    .where('utilisateurId', '=', userId)
    .execute();
}

/**
 * Orders waiting for a courier in a city. From a known position, nearest business first, sorted
 * by the database on an equirectangular squared distance (exact enough across a city, the same
 * on SQLite and PostgreSQL, no trigonometry in SQL): Δlat² + (cos²(lat) · Δlng²). Businesses
 * without a position come last; ties and the no-position case go oldest first.
 */
export function availableMissions(db: Db, villeId: number, from: Point | null, limit: number) {
  let q = missionQuery(db).where('c.villeId', '=', villeId).where('c.statut', 'in', OFFERED_MISSION_STATUSES);
  if (from) {
    const cos2 = Math.cos((from.latitude * Math.PI) / 180) ** 2;
    const lat = sql.ref('e.latitude');
    const lng = sql.ref('e.longitude');
    q = q
      .orderBy(sql`case when ${lat} is null or ${lng} is null then 1 else 0 end`)
      .orderBy(
        sql`(${lat} - ${from.latitude}) * (${lat} - ${from.latitude}) + ${cos2} * (${lng} - ${from.longitude}) * (${lng} - ${from.longitude})`,
      );
  }
  return q.orderBy('c.createdAt').orderBy('c.id').limit(limit).execute();
}

/** A courier's missions accepted and not yet delivered, oldest first. */
export function missionsInProgress(db: Db, livreurId: number) {
  return missionQuery(db)
    .where('c.livreurId', '=', livreurId)
    .where('c.statut', 'in', MISSION_IN_PROGRESS_STATUSES)
    .orderBy('c.createdAt')
    .orderBy('c.id')
    .execute();
}

export function deliveredMissions(db: Db, livreurId: number, limit: number) {
  return missionQuery(db)
    .where('c.livreurId', '=', livreurId)
    .where('c.statut', '=', 'LIVREE')
    .orderBy('c.livreeAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countInProgress(db: Db, livreurId: number): Promise<number> {
  const row = await db
    .selectFrom('commandes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('livreurId', '=', livreurId)
    .where('statut', 'in', MISSION_IN_PROGRESS_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Checks a pickup or delivery code and counts it if wrong, in one conditional statement: the
 * comparison, the counter and the lock (`essais < max`) are read and written by the same update,
 * so requests sent at once cannot all pass a check made before the others were counted.
 * Answers null when the step is locked; otherwise whether the code was right and the tries used.
 * (Compared by the database: a 4-digit code said aloud, 5 tries, leaks nothing by its timing.)
 */
export async function useCode(
  db: Db,
  commandeId: string,
  which: 'client' | 'entreprise',
  given: string,
  maxTries: number,
): Promise<{ right: boolean; tries: number } | null> {
  const tries = which === 'client' ? 'essaisCodeClient' : 'essaisCodeEntreprise';
  const code = which === 'client' ? 'codeClient' : 'codeEntreprise';
  const row = await db
    .updateTable('commandes')
    .set((eb) => ({
      [tries]: eb(tries, '+', eb.case().when(code, '=', given).then(0).else(1).end()),
    }))
    .where('id', '=', commandeId)
    .where(tries, '<', maxTries)
    .returning((eb) => [
      eb.ref(tries).as('tries'),
      eb.case().when(code, '=', given).then(1).else(0).end().as('right'),
    ])
    .executeTakeFirst();
  return row ? { right: Number(row.right) === 1, tries: Number(row.tries) } : null;
}

/** Count, total and business → client km of a courier's deliveries since `since`. */
export async function deliveredSince(db: Db, livreurId: number, since: Date) {
  const row = await db
    .selectFrom('commandes')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('distanceKm'), eb.lit(0)).as('km'),
    ])
    .where('livreurId', '=', livreurId)
    .where('statut', '=', 'LIVREE')
    .where('livreeAt', '>=', since)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), total: Number(row.total), km: Number(row.km) };
}

/** The public card check: a courier by matricule, with its city's name. */
export function findByMatricule(db: Db, matricule: string) {
  return couriers(db)
    .leftJoin('villes as v', 'v.id', 'u.villeId')
    .select([
      'u.prenom',
      'u.nom',
      'u.photoProfilUrl',
      'u.statut',
      'l.typeTransport',
      'l.verifie',
      'l.jetonCarte',
      'v.nom as ville',
    ])
    .where('l.matricule', '=', matricule)
    .executeTakeFirst();
}
