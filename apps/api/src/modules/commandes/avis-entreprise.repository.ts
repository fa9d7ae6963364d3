import type { Database } from '../../db/database.ts';

const AVIS_COLUMNS = [
  'a.id',
  'u.prenom as clientPrenom',
  'a.note',
  'a.commentaire',
  'a.createdAt',
  'a.reponse',
  'a.reponseAt',
] as const;

/** The reviews of one business, newest first; `avecTexte` keeps those with a comment or a reply. */
function avisOf(db: Database, entrepriseId: number, avecTexte: boolean) {
  return db
    .selectFrom('avis as a')
    .where('a.entrepriseId', '=', entrepriseId)
    .$if(avecTexte, (qb) =>
      qb.where((eb) => eb.or([eb('a.commentaire', 'is not', null), eb('a.reponse', 'is not', null)])),
    );
}

export function avisRows(
  db: Database,
  entrepriseId: number,
  page: { limit: number; offset: number },
  avecTexte = false,
) {
  return avisOf(db, entrepriseId, avecTexte)
    .innerJoin('utilisateurs as u', 'u.id', 'a.clientId')
    .select(AVIS_COLUMNS)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAvis(db: Database, entrepriseId: number, avecTexte = false): Promise<number> {
  const row = await avisOf(db, entrepriseId, avecTexte)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One review, when it is this business's. */
export function findAvisOf(db: Database, entrepriseId: number, avisId: number) {
  return (
    db
      .selectFrom('avis as a')
      .innerJoin('utilisateurs as u', 'u.id', 'a.clientId')
      .select(AVIS_COLUMNS)
      // Who to tell of a reply, never sent back in a review.
      .select(['a.clientId', 'a.commandeId'])
      .where('a.id', '=', avisId)
      .where('a.entrepriseId', '=', entrepriseId)
      .executeTakeFirst()
  );
}

/**
 * Writes the reply only while there is none: of two replies at once, one updates the row and the
 * other finds `reponse` already set and changes nothing (answers false).
 */
export async function setReponseOnce(
  db: Database,
  entrepriseId: number,
  avisId: number,
  texte: string,
  at: Date,
): Promise<boolean> {
  const r = await db
    .updateTable('avis')
    .set({ reponse: texte, reponseAt: at })
    .where('id', '=', avisId)
    .where('entrepriseId', '=', entrepriseId)
    .where('reponse', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
