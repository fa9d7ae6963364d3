import type { ExpressionBuilder, Transaction } from 'kysely';
import type { AccountStatus } from '@comoe/shared/enums';
import type { Db, Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AdminSortKey } from '@comoe/shared/schemas/admin-accounts';
import { adminSearch } from '../../db/text-search.ts';

const ADMIN_COLUMNS = ['id', 'prenom', 'nom', 'email', 'telephone', 'createdAt'] as const;

// Sort keys are whitelisted by the schema and mapped to columns here, never taken as SQL.
const ADMIN_SORT = {
  nom: 'nom',
  // The folded key starts with the first name: 'Éléonore' sorts with the e's, not after 'Zoé'.
  prenom: 'cleRecherche',
  email: 'email',
  telephone: 'telephone',
  dateCreation: 'createdAt',
} as const satisfies Record<AdminSortKey, string>;

export function listAdmins(db: Db, q: string | undefined, sort: { key: AdminSortKey; desc: boolean }) {
  const dir = sort.desc ? 'desc' : 'asc';
  const column = ADMIN_SORT[sort.key];
  return (
    db
      .selectFrom('utilisateurs')
      .select(ADMIN_COLUMNS)
      .where('role', '=', 'ADMIN')
      .$if(q !== undefined, (qb) =>
        qb.where(adminSearch(q!, { keys: ['cleRecherche'], phones: ['telephone'] })),
      )
      // No e-mail sorts last whichever way: SQLite and PostgreSQL disagree on where NULLs go.
      .$if(column === 'email', (qb) => qb.orderBy((eb) => eb('email', 'is', null)))
      .orderBy(
        (eb) => (column === 'nom' || column === 'email' ? eb.fn('lower', [eb.ref(column)]) : eb.ref(column)),
        dir,
      )
      .$if(column === 'nom', (qb) => qb.orderBy((eb) => eb.fn('lower', [eb.ref('prenom')]), dir))
      .orderBy('id', dir)
      .limit(500)
      .execute()
  );
}

export function findAdmin(db: Db, id: number) {
  return db
    .selectFrom('utilisateurs')
    .select(ADMIN_COLUMNS)
    .where('id', '=', id)
    .where('role', '=', 'ADMIN')
    .executeTakeFirst();
}

/** Edits an admin; a new password also ends the account's sessions (token version). */
export async function updateAdmin(
  db: Db,
  id: number,
  patch: { prenom: string; nom: string; email: string; telephone: string },
  motDePasseHash: string | undefined,
): Promise<boolean> {
  const r = await db
    .updateTable('utilisateurs')
    .set((eb) => ({
      ...patch,
      ...(motDePasseHash ? { motDePasseHash, tokenVersion: eb('tokenVersion', '+', 1) } : {}),
      updatedAt: new Date(),
    }))
    .where('id', '=', id)
    .where('role', '=', 'ADMIN')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * PostgreSQL: holds every admin row until the transaction ends, so that two admins removing
 * each other at once are decided one after the other (the second then sees the first's
 * change). SQLite writes one transaction at a time already: nothing to do there, and a read
 * before the write would only risk a busy snapshot.
 */
export async function lockAdmins(trx: Transaction<DB>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx
    .selectFrom('utilisateurs')
    .select('id')
    .where('role', '=', 'ADMIN')
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Whether an active admin other than `id` remains, as a condition of the write itself. */
const anotherActiveAdmin = (id: number) => (eb: ExpressionBuilder<DB, 'utilisateurs'>) =>
  eb.exists(
    eb
      .selectFrom('utilisateurs as o')
      .select('o.id')
      .where('o.role', '=', 'ADMIN')
      .where('o.statut', '=', 'ACTIF')
      .where('o.id', '<>', id),
  );

/**
 * Deletes an admin unless it is the last active one. Its past actions on orders stay recorded
 * under its role, without its id.
 */
export async function deleteAdminUnlessLast(trx: Transaction<DB>, id: number): Promise<boolean> {
  await trx.updateTable('transitionsCommande').set({ acteurId: null }).where('acteurId', '=', id).execute();
  const r = await trx
    .deleteFrom('utilisateurs')
    .where('id', '=', id)
    .where('role', '=', 'ADMIN')
    .where(anotherActiveAdmin(id))
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/**
 * Sets an account's status. Deactivating raises its token version (every session ends: the
 * next call is a 401) and, for an admin, only while another active admin remains.
 */
export function setAccountStatut(trx: Db, id: number, statut: AccountStatus) {
  const q = trx.updateTable('utilisateurs').where('id', '=', id);
  if (statut === 'ACTIF')
    return q.set({ statut, updatedAt: new Date() }).returning(['id', 'role', 'statut']).executeTakeFirst();
  return q
    .set((eb) => ({ statut, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: new Date() }))
    .where('statut', '=', 'ACTIF')
    .where((eb) => eb.or([eb('role', '<>', 'ADMIN'), anotherActiveAdmin(id)(eb)]))
    .returning(['id', 'role', 'statut'])
    .executeTakeFirst();
}
