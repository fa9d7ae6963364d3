import type { Database } from '../../db/database.ts';

type Page = { limit: number; offset: number };

/** Contact-form messages, unread first, then newest. */
export function listMessages(db: Database, page: Page) {
  return db
    .selectFrom('messagesContact')
    .select(['id', 'nom', 'email', 'sujet', 'message', 'lu', 'createdAt'])
    .orderBy('lu')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many rows an inbox holds, and how many of them are unread. */
async function countInbox(db: Database, inbox: 'messagesContact' | 'avis') {
  const row = await db
    .selectFrom(inbox)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('lu', '=', false).then(1).else(0).end()).as('nonLus'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), nonLus: Number(row.nonLus ?? 0) };
}

export function countMessages(db: Database) {
  return countInbox(db, 'messagesContact');
}

export function markMessageRead(db: Database, id: number) {
  return db
    .updateTable('messagesContact')
    .set({ lu: true })
    .where('id', '=', id)
    .returning(['id', 'nom', 'email', 'sujet', 'message', 'lu', 'createdAt'])
    .executeTakeFirst();
}

function avisRows(db: Database) {
  return db
    .selectFrom('avis as a')
    .innerJoin('utilisateurs as u', 'u.id', 'a.clientId')
    .innerJoin('entreprises as e', 'e.id', 'a.entrepriseId')
    .select([
      'a.id',
      'a.commandeId',
      'a.note',
      'a.noteLivreur',
      'a.commentaire',
      'u.prenom',
      'u.nom',
      'e.nom as entrepriseNom',
      'a.lu',
      'a.createdAt',
    ]);
}

export type AvisRow = Awaited<ReturnType<ReturnType<typeof avisRows>['execute']>>[number];

/** Clients' ratings of delivered orders, unread first, then newest. */
export function listAvis(db: Database, page: Page) {
  return avisRows(db)
    .orderBy('a.lu')
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function countAvis(db: Database) {
  return countInbox(db, 'avis');
}

export async function markAvisRead(db: Database, id: number): Promise<boolean> {
  const r = await db.updateTable('avis').set({ lu: true }).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export function findAvis(db: Database, id: number) {
  return avisRows(db).where('a.id', '=', id).executeTakeFirst();
}
