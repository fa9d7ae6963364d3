import type { Db } from '../../db/database.ts';

/** The courier's current ID card and licence photos; undefined when the user is no courier. */
export function findCourierDocuments(db: Db, utilisateurId: number) {
  return db
    .selectFrom('livreurs')
    .select(['permisPhotoUrl', 'cniPhotoUrl'])
    .where('utilisateurId', '=', utilisateurId)
    .executeTakeFirst();
}

/**
 * A new document photo puts the courier back in the admin's queue, at its end: the refusal's
 * reason is answered.
 */
export async function setCourierDocument(
  db: Db,
  utilisateurId: number,
  kind: 'license' | 'cni',
  url: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('livreurs')
    .set({
      ...(kind === 'license' ? { permisPhotoUrl: url } : { cniPhotoUrl: url }),
      documentsAt: at,
      verificationMotif: null,
    })
    .where('utilisateurId', '=', utilisateurId)
    .execute();
}

/** Whose licence or ID card photo is stored at this URL. */
export function findDocumentOwner(db: Db, kind: 'license' | 'cni', url: string) {
  return db
    .selectFrom('livreurs')
    .select('utilisateurId')
    .where(kind === 'license' ? 'permisPhotoUrl' : 'cniPhotoUrl', '=', url)
    .executeTakeFirst();
}

/** Who may see the delivery proof stored at this URL: the order's courier and business owner. */
export function findProofParties(db: Db, url: string) {
  return db
    .selectFrom('commandes as c')
    .innerJoin('entreprises as e', 'e.id', 'c.entrepriseId')
    .select(['c.livreurId', 'e.utilisateurId as ownerId'])
    .where('c.preuveLivraisonUrl', '=', url)
    .executeTakeFirst();
}
