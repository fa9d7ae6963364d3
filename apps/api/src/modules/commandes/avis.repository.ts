import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AvisTable } from '../../db/tables/social.table.ts';

/** Stored averages keep one decimal, as the cards show them. */
const oneDecimal = (mean: number) => Math.round(Number(mean) * 10) / 10;

export async function insertAvis(trx: Db, avis: Insertable<AvisTable>): Promise<void> {
  await trx.insertInto('avis').values(avis).execute();
}

/** Recomputes the business's average and count from its ratings. */
export async function refreshEntrepriseRating(trx: Db, entrepriseId: number): Promise<void> {
  const e = await trx
    .selectFrom('avis')
    .select((eb) => [eb.fn.avg<number>('note').as('moyenne'), eb.fn.countAll<number>().as('n')])
    .where('entrepriseId', '=', entrepriseId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('entreprises')
    .set({ noteMoyenne: oneDecimal(e.moyenne), nombreAvis: Number(e.n) })
    .where('id', '=', entrepriseId)
    .execute();
}

/** The courier's average (and count) is of the courier ratings only, not of the orders' notes. */
export async function refreshCourierRating(trx: Db, livreurId: number): Promise<void> {
  const l = await trx
    .selectFrom('avis')
    .select((eb) => [eb.fn.avg<number>('noteLivreur').as('moyenne'), eb.fn.countAll<number>().as('n')])
    .where('livreurId', '=', livreurId)
    .where('noteLivreur', 'is not', null)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('livreurs')
    .set({ noteMoyenne: oneDecimal(l.moyenne), nombreAvis: Number(l.n) })
    .where('utilisateurId', '=', livreurId)
    .execute();
}
