import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import {
  bearer,
  createEntreprise,
  createProduit,
  createUser,
  login,
  multipart,
  pngBytes,
} from './helpers/factories.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// The courier's area (spec part 2 §2 courier area, §7 courier calls; design §5 and §7).
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  png = await pngBytes();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Mission = Record<string, unknown> & { id: string; statut: string };

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const setAvailable = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/livreurs/disponibilite', headers, payload });
const accept = (id: string, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/livreurs/accepter-mission/${id}`, headers });
const business = (m: Market, id: string, action: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${m.entreprise.id}/orders/${id}/${action}`,
    headers: m.owner.headers,
  });
const missions = async (path: string, headers: Headers) => {
  const res = await get(`/api/livreurs/${path}`, headers);
  expect(res.statusCode).toBe(200);
  return { list: res.json<Mission[]>(), body: res.body };
};
async function codes(id: string) {
  return t.database.db
    .selectFrom('commandes')
    .select(['codeClient', 'codeEntreprise', 'statut', 'preuveLivraisonUrl', 'essaisCodeClient'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
function deliver(
  id: string,
  code: string,
  headers: Headers,
  file = { bytes: png, type: 'image/png', name: 'preuve.png' },
) {
  const body = multipart({ code }, { field: 'proofFile', ...file });
  return t.app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-livree/${id}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Checkout, business accepts: the order waits for a courier. */
async function waiting(m: Market, overrides: Record<string, unknown> = {}): Promise<string> {
  const order = await placeOrder(t.app, m, overrides);
  expect((await business(m, order.id, 'accepter')).statusCode).toBe(200);
  return order.id;
}
/** … and the given courier takes it, the business prepares it, the courier picks it up. */
async function pickedUp(m: Market, headers: Headers = m.courier.headers): Promise<string> {
  const id = await waiting(m);
  expect((await accept(id, headers)).json()).toEqual({ statut: 'ACCEPTEE' });
  expect((await business(m, id, 'prete')).json()).toEqual({ statut: 'PRETE' });
  const { codeEntreprise } = await codes(id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-recuperee/${id}?code=${codeEntreprise}`,
    headers,
  });
  expect(res.json()).toEqual({ statut: 'EN_LIVRAISON' });
  return id;
}
async function delivered(m: Market, headers: Headers = m.courier.headers): Promise<string> {
  const id = await pickedUp(m, headers);
  expect((await deliver(id, (await codes(id)).codeClient, headers)).json()).toEqual({ statut: 'LIVREE' });
  return id;
}
async function newCourier(m: Market, available = true) {
  const user = await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id });
  const headers = bearer(await login(t.app, user));
  if (available) expect((await setAvailable(headers, { disponible: true })).statusCode).toBe(200);
  return { id: user.id, headers };
}

describe('PUT /api/livreurs/disponibilite', () => {
  let m: Market;
  beforeAll(async () => {
    m = await marketplace(t.app, t.database.db);
  });

  it('toggles availability, which decides whether missions are shown', async () => {
    const id = await waiting(m);
    expect((await setAvailable(m.courier.headers, { disponible: true })).json()).toEqual({
      disponible: true,
    });
    expect((await missions('missions-disponibles', m.courier.headers)).list.map((x) => x.id)).toEqual([id]);
    expect((await setAvailable(m.courier.headers, { disponible: false })).json()).toEqual({
      disponible: false,
    });
    expect((await missions('missions-disponibles', m.courier.headers)).list).toEqual([]);
    const refused = await accept(id, m.courier.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MSG.courierUnavailable });
    expect(
      (await setAvailable(m.courier.headers, { disponible: true, latitude: 5.2, longitude: -3.7 })).json(),
    ).toEqual({
      disponible: true,
    });
    const row = await t.database.db
      .selectFrom('livreurs')
      .select(['disponible', 'latitude', 'longitude'])
      .where('utilisateurId', '=', m.courier.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ disponible: true, latitude: 5.2, longitude: -3.7 });
    // Going off duty without a position keeps the last one known.
    await setAvailable(m.courier.headers, { disponible: false });
    const after = await t.database.db
      .selectFrom('livreurs')
      .select(['latitude', 'longitude'])
      .where('utilisateurId', '=', m.courier.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ latitude: 5.2, longitude: -3.7 });
  });

  it.each([
    [{}, 'Indiquez votre disponibilité.'],
    [{ disponible: 'oui' }, 'Indiquez votre disponibilité.'],
    [{ disponible: 1 }, 'Indiquez votre disponibilité.'],
    [{ disponible: true, latitude: 'nord' }, MSG.latitudeInvalid],
    [{ disponible: true, latitude: 91, longitude: 0 }, MSG.latitudeInvalid],
    [{ disponible: true, latitude: 5, longitude: -181 }, MSG.longitudeInvalid],
  ])('refuses the body %j with 400 and a French message', async (payload, message) => {
    const res = await setAvailable(m.courier.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('is for couriers only', async () => {
    for (const who of [m.client, m.owner, m.admin]) {
      const res = await setAvailable(who.headers, { disponible: true });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/livreurs/disponibilite',
          payload: { disponible: true },
        })
      ).statusCode,
    ).toBe(401);
  });

  it.each(['missions-disponibles', 'mes-missions', 'historique', 'stats-du-jour'])(
    'GET %s is for couriers only',
    async (path) => {
      for (const who of [m.client, m.owner, m.admin])
        expect((await get(`/api/livreurs/${path}`, who.headers)).statusCode).toBe(403);
    },
  );
});

describe('GET /api/livreurs/missions-disponibles', () => {
  it("lists only orders waiting for a courier in the courier's city, nearest business first", async () => {
    const m = await marketplace(t.app, t.database.db);
    // The marketplace business stands at (5.21, -3.74); a second one about 11 km north.
    const farOwner = await createUser(t.database.db, 'ENTREPRISE', { villeId: m.ville.id });
    const far = await createEntreprise(t.database.db, farOwner, { nom: 'Maquis du Nord' });
    await t.database.db
      .updateTable('entreprises')
      .set({ latitude: 5.31, longitude: -3.74 })
      .where('id', '=', far.id)
      .execute();
    const farProduct = await createProduit(t.database.db, far.id, { prix: 1500 });
    const farMarket: Market = {
      ...m,
      owner: { ...m.owner, headers: bearer(await login(t.app, farOwner)) },
      entreprise: far,
    };

    // The far one is older: a list by date would put it first.
    const farId = await waiting(farMarket, {
      entrepriseId: far.id,
      items: [{ produitId: farProduct.id, quantite: 1 }],
    });
    const nearId = await waiting(m);
    // Not listed: not yet accepted by the business, taken by another courier, another city.
    await placeOrder(t.app, m);
    const other = await newCourier(m);
    await accept(await waiting(m), other.headers);
    const elsewhere = await marketplace(t.app, t.database.db);
    await waiting(elsewhere);

    const courier = m.courier.headers;
    await setAvailable(courier, { disponible: true, latitude: 5.2, longitude: -3.74 });
    const southFirst = await missions('missions-disponibles', courier);
    expect(southFirst.list.map((x) => x.id)).toEqual([nearId, farId]);
    expect(southFirst.list.every((x) => x.statut === 'EN_ATTENTE_LIVREUR')).toBe(true);

    await setAvailable(courier, { disponible: true, latitude: 5.4, longitude: -3.74 });
    expect((await missions('missions-disponibles', courier)).list.map((x) => x.id)).toEqual([farId, nearId]);

    await setAvailable(courier, { disponible: false });
    expect((await missions('missions-disponibles', courier)).list).toEqual([]);
  });

  it('shows a mission with what the card needs and without any code', async () => {
    const m = await marketplace(t.app, t.database.db);
    const id = await waiting(m);
    await setAvailable(m.courier.headers, { disponible: true });
    const { list, body } = await missions('missions-disponibles', m.courier.headers);
    expect(body).not.toMatch(/codeClient|codeEntreprise/);
    const order = await codes(id);
    expect(body).not.toContain(`"${order.codeClient}"`);
    expect(body).not.toContain(`"${order.codeEntreprise}"`);
    expect(list[0]).toMatchObject({
      id,
      idCommande: id,
      statut: 'EN_ATTENTE_LIVREUR',
      entrepriseNom: 'Maquis de test',
      latitudeEntreprise: 5.21,
      longitudeEntreprise: -3.74,
      livraisonAdresse: 'Quartier France, maison jaune',
      latitudeLivraison: 5.2,
      longitudeLivraison: -3.74,
      clientNom: 'Aya client',
      clientTelephone: m.client.telephone,
      villeNom: m.ville.nom,
      dateLivraison: null,
    });
    const total = list[0]!.total as number;
    expect(list[0]!.gain).toBe(Math.round(total * 0.15));
  });
});

describe('GET /api/livreurs/mes-missions and the limit of 3', () => {
  it("holds this courier's ACCEPTEE, PRETE and EN_LIVRAISON missions only", async () => {
    const m = await marketplace(t.app, t.database.db);
    await setAvailable(m.courier.headers, { disponible: true });
    // Not listed: a finished one, a cancelled one, another courier's.
    await delivered(m);
    const cancelled = await waiting(m);
    await accept(cancelled, m.courier.headers);
    await business(m, cancelled, 'annuler');
    const other = await newCourier(m);
    await accept(await waiting(m), other.headers);
    const accepted = await waiting(m);
    await accept(accepted, m.courier.headers);
    const ready = await waiting(m);
    await accept(ready, m.courier.headers);
    await business(m, ready, 'prete');
    const onTheWay = await pickedUp(m);

    const { list, body } = await missions('mes-missions', m.courier.headers);
    expect(list.map((x) => [x.id, x.statut]).sort()).toEqual(
      [
        [accepted, 'ACCEPTEE'],
        [ready, 'PRETE'],
        [onTheWay, 'EN_LIVRAISON'],
      ].sort(),
    );
    expect(body).not.toMatch(/codeClient|codeEntreprise/);
  });

  it('refuses a 4th mission in progress with 409, and takes one again once one is delivered', async () => {
    const m = await marketplace(t.app, t.database.db);
    await setAvailable(m.courier.headers, { disponible: true });
    const inProgress = [await pickedUp(m)];
    for (let i = 0; i < 2; i++) {
      const id = await waiting(m);
      expect((await accept(id, m.courier.headers)).statusCode).toBe(200);
      inProgress.push(id);
    }
    const fourth = await waiting(m);
    const res = await accept(fourth, m.courier.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.courierTooManyMissions });
    expect((await codes(fourth)).statut).toBe('EN_ATTENTE_LIVREUR');

    expect(
      (await deliver(inProgress[0]!, (await codes(inProgress[0]!)).codeClient, m.courier.headers)).statusCode,
    ).toBe(200);
    expect((await accept(fourth, m.courier.headers)).json()).toEqual({ statut: 'ACCEPTEE' });
  });

  it('keeps the limit when a courier accepts several missions at the same moment', async () => {
    const m = await marketplace(t.app, t.database.db);
    await setAvailable(m.courier.headers, { disponible: true });
    await accept(await waiting(m), m.courier.headers);
    const offered: string[] = [];
    for (let i = 0; i < 6; i++) offered.push(await waiting(m));
    const results = await Promise.all(offered.map((id) => accept(id, m.courier.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ message: MSG.courierTooManyMissions });
    }
    expect((await missions('mes-missions', m.courier.headers)).list).toHaveLength(3);
    const stillWaiting = await t.database.db
      .selectFrom('commandes')
      .select(['statut', 'livreurId'])
      .where('id', 'in', offered)
      .where('statut', '=', 'EN_ATTENTE_LIVREUR')
      .execute();
    expect(stillWaiting).toHaveLength(4);
    expect(stillWaiting.every((r) => r.livreurId === null)).toBe(true);
  });
});

describe('GET /api/livreurs/stats-du-jour and /historique', () => {
  it("sums today's deliveries of this courier only: count, 15 % of the totals, distance to 1 decimal", async () => {
    const m = await marketplace(t.app, t.database.db);
    await setAvailable(m.courier.headers, { disponible: true });
    const empty = await get('/api/livreurs/stats-du-jour', m.courier.headers);
    expect(empty.json()).toEqual({
      livraisonsAujourdHui: 0,
      revenusDuJour: 0,
      distanceParcourue: 0,
      evaluation: null,
    });

    const viaApi = await delivered(m);
    await t.database.db
      .updateTable('commandes')
      .set({ total: 2500, distanceKm: 1.24 })
      .where('id', '=', viaApi)
      .execute();
    const base = { entrepriseId: m.entreprise.id, clientId: m.client.id, villeId: m.ville.id };
    const now = new Date();
    const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    await insertOrder(t.database.db, {
      ...base,
      statut: 'LIVREE',
      livreurId: m.courier.id,
      total: 1300,
      distanceKm: 2.38,
      livreeAt: now,
    });
    // Not counted: delivered yesterday, still on the way, another courier's.
    await insertOrder(t.database.db, {
      ...base,
      statut: 'LIVREE',
      livreurId: m.courier.id,
      total: 9000,
      distanceKm: 9,
      livreeAt: new Date(todayUtc - 60_000),
    });
    await insertOrder(t.database.db, {
      ...base,
      statut: 'EN_LIVRAISON',
      livreurId: m.courier.id,
      total: 7000,
      distanceKm: 7,
    });
    const other = await newCourier(m);
    await insertOrder(t.database.db, {
      ...base,
      statut: 'LIVREE',
      livreurId: other.id,
      total: 5000,
      distanceKm: 5,
      livreeAt: now,
    });

    const res = await get('/api/livreurs/stats-du-jour', m.courier.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      livraisonsAujourdHui: 2,
      revenusDuJour: Math.round((2500 + 1300) * 0.15),
      distanceParcourue: 3.6,
      evaluation: null,
    });
  });

  it("lists only this courier's delivered orders in the history, newest delivery first", async () => {
    const m = await marketplace(t.app, t.database.db);
    await setAvailable(m.courier.headers, { disponible: true });
    const first = await delivered(m);
    const second = await delivered(m);
    await pickedUp(m);
    const other = await newCourier(m);
    await delivered(m, other.headers);
    const cancelled = await waiting(m);
    await accept(cancelled, m.courier.headers);
    await business(m, cancelled, 'annuler');
    await t.database.db
      .updateTable('commandes')
      .set({ livreeAt: new Date(Date.now() - 3_600_000) })
      .where('id', '=', first)
      .execute();

    const { list, body } = await missions('historique', m.courier.headers);
    expect(list.map((x) => x.id)).toEqual([second, first]);
    expect(list.every((x) => x.statut === 'LIVREE' && typeof x.dateLivraison === 'string')).toBe(true);
    expect(body).not.toMatch(/codeClient|codeEntreprise/);
  });
});

describe('GET /api/commandes/:id by a courier', () => {
  it('shows the assigned courier the mission without codes, and another courier nothing', async () => {
    const m = await marketplace(t.app, t.database.db);
    await setAvailable(m.courier.headers, { disponible: true });
    const id = await waiting(m);
    const other = await newCourier(m);
    // Waiting for a courier: not yet anyone's mission.
    expect((await get(`/api/commandes/${id}`, m.courier.headers)).statusCode).toBe(404);
    await accept(id, m.courier.headers);

    const res = await get(`/api/commandes/${id}`, m.courier.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/codeClient|codeEntreprise/);
    expect(res.json()).toMatchObject({
      id,
      idCommande: id,
      statut: 'ACCEPTEE',
      clientNom: 'Aya client',
      entrepriseNom: 'Maquis de test',
    });
    expect(res.json()).not.toHaveProperty('client');

    const stranger = await get(`/api/commandes/${id}`, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: MSG.orderNotFound });
  });
});

describe('proof of delivery', () => {
  let m: Market;
  beforeAll(async () => {
    m = await marketplace(t.app, t.database.db);
    await setAvailable(m.courier.headers, { disponible: true });
  });

  it('is readable by the business, the courier and admins, not by the client nor another courier', async () => {
    const id = await delivered(m);
    const { preuveLivraisonUrl } = await codes(id);
    expect(preuveLivraisonUrl).toMatch(/^\/api\/files\/private\/proof\/[\w-]+\.webp$/);
    const url = preuveLivraisonUrl!;
    for (const who of [m.owner, m.courier, m.admin]) {
      const res = await get(url, who.headers);
      expect(res.statusCode, who.role).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
    const client = await get(url, m.client.headers);
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual({ message: MSG.forbidden });
    const other = await newCourier(m);
    expect((await get(url, other.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a proof that is not an image, keeping the order on its way', async () => {
    const id = await pickedUp(m);
    const { codeClient } = await codes(id);
    const res = await deliver(id, codeClient, m.courier.headers, {
      bytes: Buffer.from('%PDF-1.4 pas une photo'),
      type: 'image/png',
      name: 'preuve.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileNotImage });
    const row = await codes(id);
    expect(row).toMatchObject({ statut: 'EN_LIVRAISON', preuveLivraisonUrl: null, essaisCodeClient: 0 });
    expect((await deliver(id, codeClient, m.courier.headers)).json()).toEqual({ statut: 'LIVREE' });
  });

  it('refuses an empty proof file and a proof sent under another field name', async () => {
    const id = await pickedUp(m);
    const { codeClient } = await codes(id);
    const empty = await deliver(id, codeClient, m.courier.headers, {
      bytes: Buffer.alloc(0),
      type: 'image/png',
      name: 'vide.png',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: MSG.proofRequired });
    const body = multipart(
      { code: codeClient },
      { field: 'photo', name: 'preuve.png', type: 'image/png', bytes: png },
    );
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/marquer-livree/${id}`,
      headers: { ...m.courier.headers, ...body.headers },
      payload: body.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect((await codes(id)).statut).toBe('EN_LIVRAISON');
  });
});
