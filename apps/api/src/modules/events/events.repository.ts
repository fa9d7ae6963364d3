import type { Database } from '../../db/database.ts';

/** What an open stream re-reads of its user: still allowed in, and (couriers) city and availability. */
export function findStreamSession(db: Database, userId: number) {
  return db
    .selectFrom('utilisateurs as u')
    .leftJoin('livreurs as l', 'l.utilisateurId', 'u.id')
    .select(['u.statut', 'u.tokenVersion', 'u.villeId', 'l.disponible'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export type StreamSession = NonNullable<Awaited<ReturnType<typeof findStreamSession>>>;
