import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';

export interface KeyUse {
  utilisateurId: number;
  cle: string;
  /** The route the key was first sent to, as `POST /api/…/:id`. */
  route: string;
  /** The path it was sent to, ids included: the resource the key acts on. */
  ressource: string;
}

export function findKey(db: Db, utilisateurId: number, cle: string) {
  return db
    .selectFrom('reponsesIdempotentes')
    .select(['route', 'ressource', 'statutHttp', 'corps', 'createdAt'])
    .where('utilisateurId', '=', utilisateurId)
    .where('cle', '=', cle)
    .executeTakeFirst();
}

/** Takes the key for a request about to run; false when it is already taken (the key's primary key decides). */
export async function claimKey(db: Db, use: KeyUse): Promise<boolean> {
  try {
    await db
      .insertInto('reponsesIdempotentes')
      .values({ ...use, statutHttp: null, corps: null, createdAt: new Date(), reponduAt: null })
      .execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Takes over a key whose request died before answering (still unanswered, taken before `before`). */
export async function takeOverKey(
  db: Db,
  utilisateurId: number,
  cle: string,
  before: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('reponsesIdempotentes')
    .set({ createdAt: new Date() })
    .where('utilisateurId', '=', utilisateurId)
    .where('cle', '=', cle)
    .where('statutHttp', 'is', null)
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The request holding the key is still running: it must not be taken for a dead one's. */
export async function touchKey(db: Db, utilisateurId: number, cle: string): Promise<void> {
  await db
    .updateTable('reponsesIdempotentes')
    .set({ createdAt: new Date() })
    .where('utilisateurId', '=', utilisateurId)
    .where('cle', '=', cle)
    .where('statutHttp', 'is', null)
    .execute();
}

/** Records the first answer (its body as sent); a key already answered keeps its answer. */
export async function saveAnswer(
  db: Db,
  utilisateurId: number,
  cle: string,
  statutHttp: number,
  corps: string,
): Promise<void> {
  await db
    .updateTable('reponsesIdempotentes')
    .set({ statutHttp, corps, reponduAt: new Date() })
    .where('utilisateurId', '=', utilisateurId)
    .where('cle', '=', cle)
    .where('statutHttp', 'is', null)
    .execute();
}

/** Frees a key whose request failed unexpectedly, so that sending it again tries again. */
export async function releaseKey(db: Db, utilisateurId: number, cle: string): Promise<void> {
  await db
    .deleteFrom('reponsesIdempotentes')
    .where('utilisateurId', '=', utilisateurId)
    .where('cle', '=', cle)
    .where('statutHttp', 'is', null)
    .execute();
}

/**
 * Forgets the keys taken before `before`: answered ones (a phone resends within seconds, a
 * courier's outbox within hours, not weeks) and unanswered ones whose request died long ago.
 * Returns how many went.
 */
export async function purgeKeysBefore(db: Db, before: Date): Promise<number> {
  const r = await db
    .deleteFrom('reponsesIdempotentes')
    .where((eb) =>
      eb.or([
        eb('reponduAt', '<', before),
        eb.and([eb('statutHttp', 'is', null), eb('createdAt', '<', before)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
