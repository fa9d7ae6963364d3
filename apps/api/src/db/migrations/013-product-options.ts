import type { Kysely } from 'kysely';
import { boolDefault, columnTypes } from './column-types.ts';

/**
 * Issue 21 §3: a product's option groups ("Taille", "Suppléments") and their options, each
 * with a whole-FCFA delta. An order line keeps a copy of its choices (`options`, JSON text:
 * group, name, delta) so its history stays true after the menu changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // SQLite's AUTOINCREMENT never reuses a deleted option's id: a cart holding it is refused,
  // never silently given another option.
  const pk = <C extends { primaryKey: () => C; autoIncrement: () => C }>(c: C) =>
    t.isPg ? c.primaryKey() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('groupes_options')
    .addColumn('id', t.id, pk)
    .addColumn('produit_id', 'integer', (c) => c.notNull().references('produits.id').onDelete('cascade'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('obligatoire', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, false)))
    .addColumn('min_choix', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_choix', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('groupes_options_produit').on('groupes_options').column('produit_id').execute();
  await db.schema
    .createTable('options_produit')
    .addColumn('id', t.id, pk)
    .addColumn('groupe_id', 'integer', (c) =>
      c.notNull().references('groupes_options.id').onDelete('cascade'),
    )
    .addColumn('produit_id', 'integer', (c) => c.notNull().references('produits.id').onDelete('cascade'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('prix_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disponible', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, true)))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('options_produit_produit').on('options_produit').column('produit_id').execute();
  await db.schema.createIndex('options_produit_groupe').on('options_produit').column('groupe_id').execute();
  await db.schema.alterTable('lignes_commande').addColumn('options', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lignes_commande').dropColumn('options').execute();
  await db.schema.dropTable('options_produit').execute();
  await db.schema.dropTable('groupes_options').execute();
}
