import type { FastifyInstance } from 'fastify';
import type { Role } from '@comoe/shared/enums';
import type { Database } from '../../src/db/database.ts';
import { conformanceRows } from './conformance-rows.ts';
import { PASSWORD, uniquePhone } from './factories.ts';
import { OMIT } from './schema-examples.ts';
import { browserSubscription } from './push-service.ts';
import { checkoutBody } from './marketplace.ts';
import { CODE_CLIENT, privateFileName } from './private-files.ts';

// What the conformance test's positive requests point at: real rows of the marketplace, one per
// move the routes make (an order in each status a move starts from), and spare rows for the
// routes that delete or deactivate, so that the actors keep their sessions to the end.

export type Session = 'anonyme' | Role;

/** The business's code `insertOrder` gives every order. */
const CODE_ENTREPRISE = '5678';

export async function conformanceWorld(app: FastifyInstance, db: Database) {
  const {
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
  } = await conformanceRows(app, db);

  const actors = { CLIENT: m.client, ENTREPRISE: m.owner, LIVREUR: m.courier, ADMIN: m.admin };
  const tokens: Record<Role, string> = {
    CLIENT: m.client.token,
    ENTREPRISE: m.owner.token,
    LIVREUR: m.courier.token,
    ADMIN: m.admin.token,
  };
  const selfOr = (session: Session, other: number) =>
    session === 'anonyme' || session === 'ADMIN' ? other : actors[session].id;

  /**
   * Path parameters, matched against `name path` (first match wins); the others get a value
   * from their schema.
   */
  const pathValues: Array<[RegExp, (session: Session) => unknown]> = [
    [/^id \/api\/users\//, (s) => selfOr(s, spareClient.id)],
    [/^id \/api\/villes\//, () => spareVille.id],
    [/^(ville|cityName) /, () => m.ville.nom],
    [/^userId /, (s) => selfOr(s, spareClient.id)],
    [/^productId /, () => m.attieke.id],
    [/^name .*\/private\/license\//, () => privateFileName(db, 'license', courierId, orders.proved)],
    [/^name .*\/private\/cni\//, () => privateFileName(db, 'cni', courierId, orders.proved)],
    [/^name .*\/private\/proof\//, () => privateFileName(db, 'proof', courierId, orders.proved)],
    [/^avisId /, () => avis.id],
    [/^orderId .*\/refuser$/, () => orders.refused],
    [/^orderId .*\/prete$/, () => orders.accepted],
    [/^orderId .*\/annuler$/, () => orders.cancelled],
    [/^orderId /, () => orders.pending],
    [/^utilisateurId /, () => m.owner.id],
    [/^id \/api\/categoriesProduit\//, () => spareCategorie.id],
    [/^id \/api\/produits\/categorie\//, () => categorie.id],
    [/^id \/api\/produits\/entreprise_prod_cate\//, () => m.entreprise.id],
    [/^id \/api\/produits\//, () => spareProduit.id],
    [/^entrepriseId /, () => m.entreprise.id],
    [/^id \/api\/(entreprises|payouts\/entreprise)\//, () => m.entreprise.id],
    [/^id \/api\/commandes\/\{id\}\/annuler/, () => orders.clientCancel],
    [/^id \/api\/commandes\/\{id\}\/avis/, () => orders.delivered],
    [/^id \/api\/commandes\/\{id\}\/suivi/, () => orders.carrying],
    [/^id \/api\/commandes\//, () => orders.placed],
    [/^matricule /, () => matricule],
    [/^id .*accepter-mission/, () => orders.waiting],
    [/^id .*marquer-recuperee/, () => orders.ready],
    [/^id .*missions\/\{id\}\/liberer/, () => orders.released],
    [/^id .*(marquer-livree|missions\/\{id\})/, () => orders.carrying],
    [
      /^id .*demandes-changement/,
      async () =>
        (
          await db
            .selectFrom('demandesChangementLivreur')
            .select('id')
            .orderBy('id', 'desc')
            .executeTakeFirst()
        )?.id,
    ],
    [/^id \/api\/notifications\//, (s) => notificationOf(selfOr(s, m.client.id))],
    [/^id \/api\/admin\/users\//, () => spareAdmin.id],
    [/^id \/api\/admin\/livreurs\/\{id\}\/verification/, () => spareCourier.id],
    [/^id \/api\/admin\/livreurs\//, () => courierId],
    [/^id \/api\/admin\/utilisateurs\/\{id\}\/statut/, () => spareClient.id],
    [/^id \/api\/admin\/utilisateurs\//, () => m.client.id],
    [/^id \/api\/admin\/messages\//, () => message.id],
    [/^id \/api\/admin\/avis\//, () => avis.id],
    [/^id \/api\/admin\/commandes\/\{id\}\/payout/, () => orders.paid],
    [/^id \/api\/admin\/commandes\/\{id\}\/annuler/, () => orders.adminCancel],
    [/^id \/api\/admin\/commandes\/\{id\}\/liberer/, () => orders.adminRelease],
    [/^id \/api\/admin\/commandes\/\{id\}\/assigner/, () => orders.assignable],
    [/^id \/api\/admin\/commandes\/\{id\}\/debloquer-codes/, () => orders.carrying],
    [/^id \/api\/admin\/commandes\//, () => orders.placed],
  ];
  const notificationOf = async (userId: number) =>
    (await db.selectFrom('notifications').select('id').where('utilisateurId', '=', userId).executeTakeFirst())
      ?.id;

  /** The ids a route that orders a list wants all of, as they are when it is called. */
  const lists = {
    categories: [] as number[],
    produits: [] as number[],
    preuveId: undefined as string | undefined,
    pictures: {} as Record<string, string | null>,
  };
  async function readLists(): Promise<void> {
    lists.categories = (
      await db
        .selectFrom('categoriesProduit')
        .select('id')
        .where('utilisateurId', '=', m.owner.id)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    lists.produits = (
      await db
        .selectFrom('produits')
        .select('id')
        .where('categorieId', '=', categorie.id)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    lists.pictures = await db
      .selectFrom('entreprises')
      .select(['photoFacadeUrl', 'logoUrl'])
      .where('id', '=', m.entreprise.id)
      .executeTakeFirstOrThrow();
    // The proof the courier sent once (`POST /api/livreurs/missions/{id}/preuve`), if he has.
    lists.preuveId = (
      await db
        .selectFrom('preuvesLivraison')
        .select('id')
        .where('commandeId', '=', orders.carrying)
        .executeTakeFirst()
    )?.id;
  }
  /** Emails, phones and keys that must not repeat: numbered, the same on every run. */
  let serial = 0;
  const next = () => (serial += 1);
  const push = browserSubscription('https://fcm.googleapis.com/fcm/send/conformance');
  const allWeek = [1, 2, 3, 4, 5, 6, 7].map((jour) => ({ jour, plages: [{ debut: '00:00', fin: '23:59' }] }));

  /** Body, query, header and form fields that name a row, a secret or a value the rules want. */
  function knownField(path: string, session: Session, name: string): unknown {
    switch (name) {
      case 'entrepriseId':
        return m.entreprise.id;
      case 'produitId':
        return m.attieke.id;
      case 'villeId':
      case 'cityId':
        return path.includes('demandes-changement') ? otherVille.id : m.ville.id;
      case 'categorieId':
        return path.startsWith('/api/entreprises/{id}') && !path.includes('produits')
          ? entrepriseCategorieId
          : categorie.id;
      case 'livreurId':
        return path.includes('assigner') ? otherCourier.id : courierId;
      case 'utilisateurId':
        return m.owner.id;
      case 'items':
        return checkoutBody(m).items;
      case 'commandeIds':
        return [orders.paid];
      case 'ids':
        return path.includes('categories-produit') ? lists.categories : lists.produits;
      case 'motDePasse':
      case 'currentPassword':
        return PASSWORD;
      case 'newPassword':
        return `${PASSWORD}!`;
      case 'dateDeNaissance':
      case 'dateNaissance':
        return '1995-06-15';
      case 'email':
        return `test${next()}@exemple.ci`;
      case 'telephone':
        if (path === '/api/auth/login') return m.client.telephone;
        return uniquePhone();
      case 'idempotency-key':
        return `conformance-${next()}`;
      case 'code':
        return path.includes('marquer-recuperee') ? CODE_ENTREPRISE : CODE_CLIENT;
      case 'typeTransport':
        return 'VELO';
      case 'photo':
      case 'photoFacadeUrl':
      case 'logoUrl':
        // A picture is set by its upload route; the forms send back the one they have, or none.
        if (path.includes('/api/villes')) return undefined;
        return lists.pictures[name] ?? OMIT;
      case 'preuveId':
        return lists.preuveId ?? OMIT;
      case 'jours':
        return allWeek;
      case 'fermetures':
        return [];
      case 'ouverte':
        return true;
      case 'minutes':
        return 30;
      case 'jusquADemain':
        return false;
      case 'token':
        return push.token;
      case 'latitude':
        return 5.2;
      case 'longitude':
        return -3.74;
      default:
        return undefined;
    }
  }

  /**
   * The actors' sessions as they stand: a route that changed a password or a status ended them;
   * they are made again (the account active, a token of its new version) for the next route.
   */
  async function restore(): Promise<void> {
    // Open and listed again (a form sent without its phone or facade takes it off the catalog).
    await db
      .updateTable('entreprises')
      .set({ ouverte: true, pauseFinAt: null, ...listing })
      .where('id', '=', m.entreprise.id)
      .execute();
    for (const [role, user] of Object.entries(actors) as Array<[Role, (typeof actors)[Role]]>) {
      const row = await db
        .selectFrom('utilisateurs')
        .select(['statut', 'tokenVersion'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (row.statut !== 'ACTIF')
        await db.updateTable('utilisateurs').set({ statut: 'ACTIF' }).where('id', '=', user.id).execute();
      tokens[role] = await app.signToken({ id: user.id, role, tokenVersion: row.tokenVersion });
    }
  }

  return {
    tokens,
    /** The fixture's row for path parameter `name` of `path`, if it names one. */
    async pathValue(path: string, name: string, session: Session): Promise<unknown> {
      const found = pathValues.find(([re]) => re.test(`${name} ${path}`));
      return found ? await found[1](session) : undefined;
    },
    knownField,
    /** Read before each route: what it is about to order. */
    readLists,
    restore,
  };
}

export type ConformanceWorld = Awaited<ReturnType<typeof conformanceWorld>>;
