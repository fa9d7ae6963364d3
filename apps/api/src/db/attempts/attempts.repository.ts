import type { Db } from '../database.ts';
import type { AttemptState } from '../../lib/attempts/policy.ts';

export async function findTries(db: Db, cle: string): Promise<AttemptState | null> {
  const row = await db
    .selectFrom('essaisConnexion')
    .select(['echecs', 'bloqueJusquaMs', 'expireMs'])
    .where('cle', '=', cle)
    .executeTakeFirst();
  if (!row) return null;
  return {
    failures: Number(row.echecs),
    blockedUntilMs: Number(row.bloqueJusquaMs),
    expiresAtMs: Number(row.expireMs),
  };
}

const columns = (s: AttemptState) => ({
  echecs: s.failures,
  bloqueJusquaMs: s.blockedUntilMs,
  expireMs: s.expiresAtMs,
});

/** The key's first row; false when another request wrote it first. */
export async function insertTries(db: Db, cle: string, next: AttemptState): Promise<boolean> {
  const r = await db
    .insertInto('essaisConnexion')
    .values({ cle, ...columns(next) })
    .onConflict((oc) => oc.column('cle').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Writes `next` only if the row is still exactly `seen` (compare and set): of several requests
 * that read the same state, one writes and the others read again.
 */
export async function replaceTries(
  db: Db,
  cle: string,
  seen: AttemptState,
  next: AttemptState,
): Promise<boolean> {
  const r = await db
    .updateTable('essaisConnexion')
    .set(columns(next))
    .where('cle', '=', cle)
    .where('echecs', '=', seen.failures)
    .where('bloqueJusquaMs', '=', seen.blockedUntilMs)
    .where('expireMs', '=', seen.expiresAtMs)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteTries(db: Db, cle: string): Promise<void> {
  await db.deleteFrom('essaisConnexion').where('cle', '=', cle).execute();
}

export async function deleteExpiredTries(db: Db, now: number): Promise<void> {
  await db.deleteFrom('essaisConnexion').where('expireMs', '<', now).execute();
}
