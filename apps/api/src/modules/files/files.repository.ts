import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

type Db = Database | Transaction<DB>;

/** The courier's current licence photo; undefined when the user is no courier. */
export function findCourierLicense(db: Db, utilisateurId: number) {
  return db
    .selectFrom('livreurs')
    .select('permisPhotoUrl')
    .where('utilisateurId', '=', utilisateurId)
    .executeTakeFirst();
}

export async function setCourierLicense(db: Db, utilisateurId: number, url: string): Promise<void> {
  await db
    .updateTable('livreurs')
    .set({ permisPhotoUrl: url })
    .where('utilisateurId', '=', utilisateurId)
    .execute();
}

/** Whose licence photo is stored at this URL. */
export function findLicenseOwner(db: Db, url: string) {
  return db
    .selectFrom('livreurs')
    .select('utilisateurId')
    .where('permisPhotoUrl', '=', url)
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
