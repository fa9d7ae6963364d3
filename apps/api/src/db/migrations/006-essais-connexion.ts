import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Failed password tries (login, password change), shared by every API process: one row per
 * key (a phone, a phone and an address, a user…), counted before the hash is checked. Times are
 * milliseconds since 1970, compared with the processes' clocks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const ms = t.isPg ? 'bigint' : 'integer';
  await db.schema
    .createTable('essais_connexion')
    .addColumn('cle', 'text', (c) => c.primaryKey())
    .addColumn('echecs', 'integer', (c) => c.notNull())
    .addColumn('bloque_jusqua_ms', ms, (c) => c.notNull())
    .addColumn('expire_ms', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('essais_connexion_expire').on('essais_connexion').column('expire_ms').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('essais_connexion').execute();
}
