import type { Transaction } from 'kysely';
import type { Dialect } from './database.ts';
import type { DB } from './schema.ts';

/**
 * Holds a courier's row until the transaction ends, so that what is counted or averaged for that
 * courier (missions in progress, ratings) is counted again after the other writer. SQLite writes
 * one transaction at a time already; PostgreSQL needs the row lock.
 */
export async function lockCourier(trx: Transaction<DB>, dialect: Dialect, userId: number): Promise<void> {
  await trx
    .selectFrom('livreurs')
    .select('utilisateurId')
    .where('utilisateurId', '=', userId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
}
