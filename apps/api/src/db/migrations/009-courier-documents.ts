import { sql, type Kysely } from 'kysely';
import { newCardToken } from '../../lib/card-token.ts';
import { columnTypes } from './column-types.ts';

/**
 * Couriers verified from their papers (issue 20 §2): the ID card's photo next to the licence's,
 * the reason of a refusal (the courier reads it and answers with new photos), when he last sent a
 * document (the admin's queue takes the oldest first), and the secret his card's QR code carries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('livreurs').addColumn('cni_photo_url', 'text').execute();
  await db.schema.alterTable('livreurs').addColumn('verification_motif', 'text').execute();
  await db.schema.alterTable('livreurs').addColumn('documents_at', t.timestamp).execute();
  await db.schema.alterTable('livreurs').addColumn('jeton_carte', 'text').execute();
  // Raw SQL: whatever plugins the migrating connection has, these names stay as written.
  const { rows } = await sql<{ id: number }>`select utilisateur_id as id from livreurs`.execute(db);
  for (const { id } of rows) {
    await sql`update livreurs set jeton_carte = ${newCardToken()} where utilisateur_id = ${id}`.execute(db);
  }
  // The queue: unverified couriers, oldest documents first.
  await db.schema
    .createIndex('livreurs_verification')
    .on('livreurs')
    .columns(['verifie', 'documents_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('livreurs_verification').execute();
  for (const column of ['jeton_carte', 'documents_at', 'verification_motif', 'cni_photo_url']) {
    await db.schema.alterTable('livreurs').dropColumn(column).execute();
  }
}
