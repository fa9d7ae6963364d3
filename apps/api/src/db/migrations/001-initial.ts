import type { Kysely } from 'kysely';
import { boolDefault, columnTypes } from './column-types.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const pk = (name: string) => (c: { primaryKey: () => unknown; autoIncrement: () => unknown }) => {
    void name;
    return (t.isPg ? c.primaryKey() : (c.primaryKey() as typeof c).autoIncrement()) as never;
  };

  await db.schema
    .createTable('villes')
    .addColumn('id', t.id, pk('id'))
    .addColumn('nom', 'text', (c) => c.notNull().unique())
    .addColumn('photo_url', 'text')
    .addColumn('frais_base', 'integer', (c) => c.notNull().defaultTo(500))
    .addColumn('latitude', t.real, (c) => c.notNull())
    .addColumn('longitude', t.real, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('utilisateurs')
    .addColumn('id', t.id, pk('id'))
    .addColumn('prenom', 'text', (c) => c.notNull())
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('telephone', 'text', (c) => c.notNull().unique())
    .addColumn('mot_de_passe_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('statut', 'text', (c) => c.notNull().defaultTo('ACTIF'))
    .addColumn('genre', 'text')
    .addColumn('date_de_naissance', 'text')
    .addColumn('ville_id', 'integer', (c) => c.references('villes.id'))
    .addColumn('latitude', t.real)
    .addColumn('longitude', t.real)
    .addColumn('info_supplementaire', 'text')
    .addColumn('photo_profil_url', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('utilisateurs_role_created').on('utilisateurs').columns(['role', 'created_at']).execute();

  await db.schema
    .createTable('categories_entreprise')
    .addColumn('id', t.id, pk('id'))
    .addColumn('nom', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('entreprises')
    .addColumn('id', t.id, pk('id'))
    .addColumn('utilisateur_id', 'integer', (c) => c.notNull().unique().references('utilisateurs.id').onDelete('cascade'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('adresse', 'text')
    .addColumn('email', 'text')
    .addColumn('telephone', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ville_id', 'integer', (c) => c.notNull().references('villes.id'))
    .addColumn('categorie_id', 'integer', (c) => c.references('categories_entreprise.id'))
    .addColumn('type_cuisine', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('photo_facade_url', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('latitude', t.real)
    .addColumn('longitude', t.real)
    .addColumn('delai_livraison', 'text', (c) => c.notNull().defaultTo('20-30 min'))
    .addColumn('ouverte', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, true)))
    .addColumn('note_moyenne', t.real)
    .addColumn('nombre_avis', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('entreprises_ville_nom').on('entreprises').columns(['ville_id', 'nom']).execute();

  await db.schema
    .createTable('comptes_versement')
    .addColumn('entreprise_id', 'integer', (c) => c.primaryKey().references('entreprises.id').onDelete('cascade'))
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_number', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('categories_produit')
    .addColumn('id', t.id, pk('id'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('utilisateur_id', 'integer', (c) => c.notNull().references('utilisateurs.id').onDelete('cascade'))
    .addColumn('ordre', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('categories_produit_owner_nom', ['utilisateur_id', 'nom'])
    .execute();

  await db.schema
    .createTable('produits')
    .addColumn('id', t.id, pk('id'))
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id').onDelete('cascade'))
    .addColumn('categorie_id', 'integer', (c) => c.references('categories_produit.id').onDelete('set null'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('prix', 'integer', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('disponible', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, true)))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('produits_entreprise_nom', ['entreprise_id', 'nom'])
    .execute();
  await db.schema.createIndex('produits_categorie').on('produits').column('categorie_id').execute();

  await db.schema
    .createTable('livreurs')
    .addColumn('utilisateur_id', 'integer', (c) => c.primaryKey().references('utilisateurs.id').onDelete('cascade'))
    .addColumn('type_transport', 'text', (c) => c.notNull())
    .addColumn('disponible', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, false)))
    .addColumn('verifie', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, false)))
    .addColumn('cni', 'text')
    .addColumn('permis', 'text')
    .addColumn('matricule', 'text', (c) => c.notNull().unique())
    .addColumn('permis_photo_url', 'text')
    .addColumn('latitude', t.real)
    .addColumn('longitude', t.real)
    .addColumn('position_at', t.timestamp)
    .addColumn('note_moyenne', t.real)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('commandes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('utilisateurs.id'))
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id'))
    .addColumn('ville_id', 'integer', (c) => c.notNull().references('villes.id'))
    .addColumn('livreur_id', 'integer', (c) => c.references('utilisateurs.id'))
    .addColumn('statut', 'text', (c) => c.notNull())
    .addColumn('sous_total', 'integer', (c) => c.notNull())
    .addColumn('frais_livraison', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('type_paiement', 'text', (c) => c.notNull())
    .addColumn('adresse_livraison', 'text', (c) => c.notNull())
    .addColumn('latitude', t.real)
    .addColumn('longitude', t.real)
    .addColumn('info_supplementaire', 'text')
    .addColumn('distance_km', t.real)
    .addColumn('code_client', 'text', (c) => c.notNull())
    .addColumn('code_entreprise', 'text', (c) => c.notNull())
    .addColumn('essais_code_client', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('essais_code_entreprise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preuve_livraison_url', 'text')
    .addColumn('statut_paiement_entreprise', 'text', (c) => c.notNull().defaultTo('EN_ATTENTE'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('livree_at', t.timestamp)
    .addColumn('paye_at', t.timestamp)
    .execute();
  // The list screens: a client's orders, a business's orders (by date, by status), missions of a city,
  // a courier's missions, finance reports by date.
  await db.schema.createIndex('commandes_client_date').on('commandes').columns(['client_id', 'created_at']).execute();
  await db.schema
    .createIndex('commandes_entreprise_date')
    .on('commandes')
    .columns(['entreprise_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('commandes_entreprise_statut_date')
    .on('commandes')
    .columns(['entreprise_id', 'statut', 'created_at'])
    .execute();
  await db.schema.createIndex('commandes_ville_statut').on('commandes').columns(['ville_id', 'statut']).execute();
  await db.schema.createIndex('commandes_livreur_statut').on('commandes').columns(['livreur_id', 'statut']).execute();
  await db.schema.createIndex('commandes_date').on('commandes').column('created_at').execute();

  await db.schema
    .createTable('lignes_commande')
    .addColumn('id', t.id, pk('id'))
    .addColumn('commande_id', 'text', (c) => c.notNull().references('commandes.id').onDelete('cascade'))
    .addColumn('produit_id', 'integer', (c) => c.references('produits.id').onDelete('set null'))
    .addColumn('nom_produit', 'text', (c) => c.notNull())
    .addColumn('prix_unitaire', 'integer', (c) => c.notNull())
    .addColumn('quantite', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lignes_commande_commande').on('lignes_commande').column('commande_id').execute();

  await db.schema
    .createTable('transitions_commande')
    .addColumn('id', t.id, pk('id'))
    .addColumn('commande_id', 'text', (c) => c.notNull().references('commandes.id').onDelete('cascade'))
    .addColumn('de_statut', 'text')
    .addColumn('vers_statut', 'text', (c) => c.notNull())
    .addColumn('acteur_id', 'integer', (c) => c.references('utilisateurs.id'))
    .addColumn('acteur_role', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('transitions_commande_commande')
    .on('transitions_commande')
    .column('commande_id')
    .execute();

  await db.schema
    .createTable('cles_idempotence')
    .addColumn('utilisateur_id', 'integer', (c) => c.notNull().references('utilisateurs.id').onDelete('cascade'))
    .addColumn('cle', 'text', (c) => c.notNull())
    .addColumn('empreinte', 'text', (c) => c.notNull())
    .addColumn('commande_id', 'text', (c) => c.notNull().references('commandes.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('cles_idempotence_pk', ['utilisateur_id', 'cle'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', t.id, pk('id'))
    .addColumn('utilisateur_id', 'integer', (c) => c.notNull().references('utilisateurs.id').onDelete('cascade'))
    .addColumn('titre', 'text', (c) => c.notNull())
    .addColumn('corps', 'text', (c) => c.notNull())
    .addColumn('lu', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, false)))
    .addColumn('commande_id', 'text', (c) => c.references('commandes.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('notifications_utilisateur_date')
    .on('notifications')
    .columns(['utilisateur_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('abonnements_push')
    .addColumn('id', t.id, pk('id'))
    .addColumn('utilisateur_id', 'integer', (c) => c.notNull().references('utilisateurs.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text')
    .addColumn('auth', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('messages_contact')
    .addColumn('id', t.id, pk('id'))
    .addColumn('nom', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sujet', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('utilisateur_id', 'integer', (c) => c.references('utilisateurs.id').onDelete('set null'))
    .addColumn('lu', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, false)))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('messages_contact_date').on('messages_contact').column('created_at').execute();

  await db.schema
    .createTable('avis')
    .addColumn('id', t.id, pk('id'))
    .addColumn('commande_id', 'text', (c) => c.notNull().unique().references('commandes.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('utilisateurs.id'))
    .addColumn('entreprise_id', 'integer', (c) => c.notNull().references('entreprises.id'))
    .addColumn('livreur_id', 'integer', (c) => c.references('utilisateurs.id'))
    .addColumn('note', 'integer', (c) => c.notNull())
    .addColumn('commentaire', 'text')
    .addColumn('lu', t.bool, (c) => c.notNull().defaultTo(boolDefault(t, false)))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('avis_entreprise_date').on('avis').columns(['entreprise_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'avis',
    'messages_contact',
    'abonnements_push',
    'notifications',
    'cles_idempotence',
    'transitions_commande',
    'lignes_commande',
    'commandes',
    'livreurs',
    'produits',
    'categories_produit',
    'comptes_versement',
    'entreprises',
    'categories_entreprise',
    'utilisateurs',
    'villes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
