import type { Database } from '../db/database.ts';
import { preparedById } from '../db/prepared.ts';
import type { SessionRow } from '../lib/account-cache.ts';

const sessionRows = preparedById((db, id) =>
  db.selectFrom('utilisateurs').select(['id', 'role', 'statut', 'tokenVersion']).where('id', '=', id),
);

/** What the session check reads of an account; prepared once, as every signed-in request may run it. */
export async function findSessionRow(db: Database, id: number): Promise<SessionRow | undefined> {
  return (await sessionRows(db, id))[0];
}
