import type { Db } from '../../db/database.ts';
import type { PayoutMethod } from '@comoe/shared/enums';

export function findPayoutAccount(db: Db, entrepriseId: number) {
  return db
    .selectFrom('comptesVersement')
    .select(['entrepriseId', 'paymentMethod', 'paymentNumber', 'accountName'])
    .where('entrepriseId', '=', entrepriseId)
    .executeTakeFirst();
}

/** One statement: two saves at once leave one account, the last one written. */
export async function upsertPayoutAccount(
  db: Db,
  entrepriseId: number,
  account: { paymentMethod: PayoutMethod; paymentNumber: string; accountName: string | null },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('comptesVersement')
    .values({ entrepriseId, ...account, updatedAt: now })
    .onConflict((oc) => oc.column('entrepriseId').doUpdateSet({ ...account, updatedAt: now }))
    .execute();
}
