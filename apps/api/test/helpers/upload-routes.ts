import type { TestApp } from './app.ts';
import type { Market } from './marketplace.ts';
import type { Part } from './multipart.ts';

/** One route that reads a multipart form, with a well-formed form and what it writes. */
export interface UploadRoute {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  headers: () => Record<string, string>;
  parts: () => Part[];
  /** What the route writes when it succeeds. */
  data: () => Promise<unknown>;
  accepted: number;
}

/** What the routes act on: a courier holding a picked-up mission, and its client code once read. */
export interface UploadWorld {
  t: TestApp;
  m: Market;
  png: Buffer;
  courier: { headers: Record<string, string> };
  missionId: string;
  codeClient: string;
}

/**
 * Every upload route of the app, each form with a text field first (that is not JSON), then the
 * file: a truncation can then fall in the headers of the file's part, in the file or after it.
 * The world is read when a request is made, so that tests can be named before `beforeAll` builds it.
 */
export function uploadRoutes(world: () => UploadWorld): UploadRoute[] {
  const photo = (name: string): Part => ({
    name,
    data: world().png,
    filename: 'photo.png',
    contentType: 'image/png',
  });
  const db = () => world().t.database.db;
  const m = () => world().m;
  return [
    {
      name: 'POST /api/files/upload/:userId/:kind',
      method: 'POST',
      url: () => `/api/files/upload/${m().client.id}/profile`,
      headers: () => m().client.headers,
      parts: () => [{ name: 'description', data: 'ma photo' }, photo('file')],
      data: () =>
        db().selectFrom('utilisateurs').select('photoProfilUrl').where('id', '=', m().client.id).execute(),
      accepted: 200,
    },
    {
      name: 'POST /api/files/upload/entreprise/:kind',
      method: 'POST',
      url: () => '/api/files/upload/entreprise/facade',
      headers: () => m().owner.headers,
      parts: () => [{ name: 'description', data: 'la façade' }, photo('file')],
      data: () =>
        db()
          .selectFrom('entreprises')
          .select(['photoFacadeUrl', 'logoUrl'])
          .where('id', '=', m().entreprise.id)
          .execute(),
      accepted: 200,
    },
    {
      name: 'POST /api/files/upload/product/:productId',
      method: 'POST',
      url: () => `/api/files/upload/product/${m().attieke.id}`,
      headers: () => m().owner.headers,
      parts: () => [{ name: 'description', data: 'le plat' }, photo('file')],
      data: () => db().selectFrom('produits').select('photoUrl').where('id', '=', m().attieke.id).execute(),
      accepted: 200,
    },
    {
      name: 'POST /api/villes',
      method: 'POST',
      url: () => '/api/villes',
      headers: () => m().admin.headers,
      parts: () => [{ name: 'nom', data: 'Adiaké' }, { name: 'fraisBase', data: '700' }, photo('photo')],
      data: () => db().selectFrom('villes').select(['id', 'nom', 'photoUrl']).orderBy('id').execute(),
      accepted: 201,
    },
    {
      name: 'PUT /api/villes/:id',
      method: 'PUT',
      url: () => `/api/villes/${m().ville.id}`,
      headers: () => m().admin.headers,
      parts: () => [
        { name: 'nom', data: 'Bassam la Neuve' },
        { name: 'fraisBase', data: '900' },
        photo('photo'),
      ],
      data: () => db().selectFrom('villes').selectAll().where('id', '=', m().ville.id).execute(),
      accepted: 200,
    },
    {
      name: 'POST /api/livreurs/missions/:id/preuve',
      method: 'POST',
      url: () => `/api/livreurs/missions/${world().missionId}/preuve`,
      headers: () => world().courier.headers,
      parts: () => [{ name: 'note', data: 'devant la porte' }, photo('proofFile')],
      data: () => db().selectFrom('preuvesLivraison').selectAll().orderBy('id').execute(),
      accepted: 200,
    },
    {
      name: 'POST /api/livreurs/marquer-livree/:id',
      method: 'POST',
      url: () => `/api/livreurs/marquer-livree/${world().missionId}`,
      headers: () => world().courier.headers,
      parts: () => [
        { name: 'note', data: 'porte bleue' },
        { name: 'code', data: world().codeClient },
        photo('proofFile'),
      ],
      data: () =>
        db()
          .selectFrom('commandes')
          .select(['statut', 'preuveLivraisonUrl', 'essaisCodeClient'])
          .where('id', '=', world().missionId)
          .execute(),
      accepted: 200,
    },
  ];
}

/** Every stored file, public and private, as the app's store holds them (data folder or bucket). */
export async function storedFileKeys(t: TestApp): Promise<string[]> {
  const lists = await Promise.all(['uploads/', 'private/'].map((prefix) => t.app.fileStore.list(prefix)));
  return lists
    .flat()
    .map((f) => f.key)
    .sort();
}
