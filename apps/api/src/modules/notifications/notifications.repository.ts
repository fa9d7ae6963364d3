import type { Db } from '../../db/database.ts';

/** A notification to store for one user: what the list shows and the push carries. */
export interface NewNotification {
  utilisateurId: number;
  titre: string;
  corps: string;
  commandeId: string | null;
}

export async function insertNotifications(
  trx: Db,
  list: readonly NewNotification[],
  at: Date,
): Promise<void> {
  if (list.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(list.map((n) => ({ ...n, createdAt: at })))
    .execute();
}

const ofUser = (db: Db, utilisateurId: number) =>
  db.selectFrom('notifications').where('utilisateurId', '=', utilisateurId);

export function listNotifications(db: Db, utilisateurId: number, page: { limit: number; offset: number }) {
  return ofUser(db, utilisateurId)
    .select(['id', 'titre', 'corps', 'commandeId', 'lu', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The user's total and unread counts, in one pass. */
export async function countNotifications(db: Db, utilisateurId: number) {
  const row = await ofUser(db, utilisateurId)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('lu', '=', false).then(1).else(0).end()).as('nonLues'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), nonLues: Number(row.nonLues ?? 0) };
}

/** Marks one of the user's notifications read; undefined when it is not theirs or does not exist. */
export function markRead(db: Db, utilisateurId: number, id: number) {
  return db
    .updateTable('notifications')
    .set({ lu: true })
    .where('id', '=', id)
    .where('utilisateurId', '=', utilisateurId)
    .returning(['id', 'titre', 'corps', 'commandeId', 'lu', 'createdAt'])
    .executeTakeFirst();
}

export async function markAllRead(db: Db, utilisateurId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ lu: true })
    .where('utilisateurId', '=', utilisateurId)
    .where('lu', '=', false)
    .execute();
}

/** Push subscriptions of these users, with the role that decides which page a tap opens. */
export function subscriptionsOf(db: Db, utilisateurIds: readonly number[]) {
  if (utilisateurIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('abonnementsPush as s')
    .innerJoin('utilisateurs as u', 'u.id', 's.utilisateurId')
    .select(['s.id', 's.utilisateurId', 's.endpoint', 's.p256dh', 's.auth', 'u.role'])
    .where('s.utilisateurId', 'in', [...new Set(utilisateurIds)])
    .execute();
}

/**
 * One row per endpoint: a browser that subscribes again (new keys) or now belongs to another
 * signed-in user (a shared phone) is updated, never duplicated.
 */
export async function upsertSubscription(
  db: Db,
  s: { utilisateurId: number; endpoint: string; p256dh: string; auth: string },
  at: Date,
): Promise<void> {
  await db
    .insertInto('abonnementsPush')
    .values({ ...s, createdAt: at })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ utilisateurId: s.utilisateurId, p256dh: s.p256dh, auth: s.auth, createdAt: at }),
    )
    .execute();
}

/** Keeps a user's most recent subscriptions only: every notification costs one request per row. */
export async function trimSubscriptions(db: Db, utilisateurId: number, keep: number): Promise<void> {
  const stale = await db
    .selectFrom('abonnementsPush')
    .select('id')
    .where('utilisateurId', '=', utilisateurId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (stale.length === 0) return;
  await db
    .deleteFrom('abonnementsPush')
    .where(
      'id',
      'in',
      stale.map((r) => r.id),
    )
    .execute();
}

/** The push service said the subscription is gone (404/410). */
export async function deleteSubscription(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('abonnementsPush').where('endpoint', '=', endpoint).execute();
}
