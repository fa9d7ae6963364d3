import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The cheapest round trip: throws when the database cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
