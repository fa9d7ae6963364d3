import type { Database } from '../../db/database.ts';

/**
 * What an open stream re-reads of its user: still allowed in, and (couriers) city and availability.
 * Read for several users at once, the streams one event reaches (session-batch.ts), by user id.
 */
export async function findStreamSessions(db: Database, userIds: number[]) {
  const rows = await db
    .selectFrom('utilisateurs as u')
    .leftJoin('livreurs as l', 'l.utilisateurId', 'u.id')
    .select(['u.id', 'u.statut', 'u.tokenVersion', 'u.villeId', 'l.disponible'])
    .where('u.id', 'in', userIds)
    .execute();
  return new Map(rows.map(({ id, ...session }) => [id, session]));
}

export type StreamSession = NonNullable<ReturnType<Awaited<ReturnType<typeof findStreamSessions>>['get']>>;
