import type { Db } from '../../db/database.ts';

type Owner = { commandeId: string; livreurId: number };

/** The photo with these bytes this courier already uploaded for this mission. */
export function findProofByPrint(db: Db, owner: Owner, empreinte: string) {
  return db
    .selectFrom('preuvesLivraison')
    .select(['id', 'fichier'])
    .where('commandeId', '=', owner.commandeId)
    .where('livreurId', '=', owner.livreurId)
    .where('empreinte', '=', empreinte)
    .executeTakeFirst();
}

/** An upload by its id, only if it is this courier's for this mission: anyone else's is none. */
export function findProofUpload(db: Db, id: string, owner: Owner) {
  return db
    .selectFrom('preuvesLivraison')
    .select(['id', 'fichier'])
    .where('id', '=', id)
    .where('commandeId', '=', owner.commandeId)
    .where('livreurId', '=', owner.livreurId)
    .executeTakeFirst();
}

/** False when the same photo was recorded meanwhile (the unique key decides between two uploads). */
export async function insertProofUpload(
  db: Db,
  row: Owner & { id: string; empreinte: string; fichier: string },
): Promise<boolean> {
  const r = await db
    .insertInto('preuvesLivraison')
    .values(row)
    .onConflict((oc) => oc.columns(['commandeId', 'livreurId', 'empreinte']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}
