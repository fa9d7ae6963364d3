import { sql, type Kysely } from 'kysely';

/**
 * Issue 32 §2: every state-changing request of a signed-in user honours its `Idempotency-Key`
 * (plugins/idempotency.ts), not only the courier's handovers. A key now names the route it was
 * sent to and the path it acted on (ids included) instead of an order; the handover keys already
 * kept are rewritten in those terms, so their copies are still answered after the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reponses_idempotentes').renameColumn('commande_id', 'ressource').execute();
  for (const action of ['marquer-recuperee', 'marquer-livree']) {
    await sql`update reponses_idempotentes
      set route = ${`POST /api/livreurs/${action}/:id`},
          ressource = ${`/api/livreurs/${action}/`} || ressource
      where route = ${action}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const action of ['marquer-recuperee', 'marquer-livree']) {
    await sql`update reponses_idempotentes
      set route = ${action}, ressource = substr(ressource, ${`/api/livreurs/${action}/`.length + 1})
      where route = ${`POST /api/livreurs/${action}/:id`}`.execute(db);
  }
  await sql`delete from reponses_idempotentes where route like '% %'`.execute(db);
  await db.schema.alterTable('reponses_idempotentes').renameColumn('ressource', 'commande_id').execute();
}
