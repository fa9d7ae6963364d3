import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Database } from '../../src/db/database.ts';
import { createProduit, createUser, createVille } from './factories.ts';
import { actor, marketplace, placeOrder } from './marketplace.ts';
import { insertOrder, marketOrder } from './orders.ts';
import { privateFiles } from './private-files.ts';

// The rows the conformance test's positive requests point at (conformance-world.ts): the
// marketplace, one order per move the routes make (in each status a move starts from), and spare
// rows for the routes that delete or deactivate, so that the actors keep their sessions to the end.

export async function conformanceRows(app: FastifyInstance, db: Database) {
  const m = await marketplace(app, db);
  const villeId = m.ville.id;
  const spareVille = await createVille(db);
  const otherVille = await createVille(db);
  const spareClient = await createUser(db, 'CLIENT', { villeId });
  const spareCourier = await createUser(db, 'LIVREUR', { villeId, verifie: false });
  // Holds the missions the courier actor does not, who may hold 3 at most and must accept one more.
  const otherCourier = await createUser(db, 'LIVREUR', { villeId });
  await db
    .updateTable('livreurs')
    .set({ disponible: true })
    .where('utilisateurId', '=', otherCourier.id)
    .execute();
  const spareAdmin = await createUser(db, 'ADMIN', { villeId });
  const spareProduit = await createProduit(db, m.entreprise.id, { nom: 'Alloco', prix: 1500 });
  const newCategorie = (nom: string) =>
    db
      .insertInto('categoriesProduit')
      .values({ nom, utilisateurId: m.owner.id, createdAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
  const categorie = await newCategorie('Plats');
  const spareCategorie = await newCategorie('Boissons');
  await db
    .updateTable('produits')
    .set({ categorieId: categorie.id })
    .where('id', 'in', [m.attieke.id, m.bissap.id])
    .execute();
  await db
    .insertInto('comptesVersement')
    .values({
      entrepriseId: m.entreprise.id,
      paymentMethod: 'WAVE',
      paymentNumber: '0102030405',
      accountName: 'Maquis',
      updatedAt: new Date(),
    })
    .execute();
  const listing = await db
    .selectFrom('entreprises')
    .select(['categorieId', 'telephone', 'photoFacadeUrl'])
    .where('id', '=', m.entreprise.id)
    .executeTakeFirstOrThrow();
  const entrepriseCategorieId = listing.categorieId;

  const order = (statut: OrderStatus, livreurId: number | null = null) =>
    insertOrder(db, { ...marketOrder(m), statut, livreurId });
  const courierId = m.courier.id;
  const orders = {
    placed: (await placeOrder(app, m)).id,
    pending: await order('EN_ATTENTE_ENTREPRISE'),
    clientCancel: await order('EN_ATTENTE_ENTREPRISE'),
    adminCancel: await order('EN_ATTENTE_ENTREPRISE'),
    refused: await order('EN_ATTENTE_ENTREPRISE'),
    cancelled: await order('EN_ATTENTE_ENTREPRISE'),
    waiting: await order('EN_ATTENTE_LIVREUR'),
    assignable: await order('EN_ATTENTE_LIVREUR'),
    accepted: await order('ACCEPTEE', otherCourier.id),
    released: await order('ACCEPTEE', courierId),
    adminRelease: await order('ACCEPTEE', otherCourier.id),
    proved: await order('EN_LIVRAISON', otherCourier.id),
    ready: await order('PRETE', courierId),
    carrying: await order('EN_LIVRAISON', courierId),
    delivered: await order('LIVREE', courierId),
    rated: await order('LIVREE', courierId),
    paid: await order('LIVREE', courierId),
  };
  // Picked up a minute ago, the courier seen since: the client may follow him.
  const now = Date.now();
  await db
    .insertInto('transitionsCommande')
    .values({
      commandeId: orders.carrying,
      deStatut: 'PRETE',
      versStatut: 'EN_LIVRAISON',
      acteurId: courierId,
      acteurRole: 'LIVREUR',
      motif: null,
      createdAt: new Date(now - 60_000),
    })
    .execute();
  await db
    .updateTable('livreurs')
    .set({ latitude: 5.21, longitude: -3.73, positionAt: new Date(now) })
    .where('utilisateurId', '=', courierId)
    .execute();
  const avis = await db
    .insertInto('avis')
    .values({
      commandeId: orders.rated,
      clientId: m.client.id,
      entrepriseId: m.entreprise.id,
      livreurId: courierId,
      note: 4,
      noteLivreur: 5,
      commentaire: 'Très bon',
      createdAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('messagesContact')
    .values({
      nom: 'Aya',
      email: 'aya@exemple.ci',
      sujet: 'Livraison',
      message: 'Bonjour',
      utilisateurId: null,
      createdAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await privateFiles(app, db, { courier: m.courier, other: await actor(app, otherCourier) }, orders.proved);
  const { matricule } = await db
    .selectFrom('livreurs')
    .select('matricule')
    .where('utilisateurId', '=', courierId)
    .executeTakeFirstOrThrow();

  return {
    m,
    spareVille,
    otherVille,
    spareClient,
    spareCourier,
    otherCourier,
    spareAdmin,
    spareProduit,
    categorie,
    spareCategorie,
    listing,
    entrepriseCategorieId,
    courierId,
    orders,
    avis,
    message,
    matricule,
  };
}
