import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import type { courierFlow } from './helpers/courier-flow.ts';
import { flowWithProof } from './helpers/courier-flow.ts';
import { bearer, createEntreprise, createProduit, createUser, login } from './helpers/factories.ts';
import { type Market, marketplace, placeOrder } from './helpers/marketplace.ts';

// The courier's area (spec part 2 §2 courier area, §7 courier calls; design §5): availability
// and the missions it shows. The courier's own missions are in courier-own-missions.test.ts.
let t: TestApp;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => ({ t, w: flow } = await appWith(flowWithProof)));
afterAll(() => t.close());

describe('PUT /api/livreurs/disponibilite', () => {
  let m: Market;
  beforeAll(async () => {
    m = await marketplace(t.app, t.database.db);
  });

  it('toggles availability, which decides whether missions are shown', async () => {
    const id = await flow.waiting(m);
    expect((await flow.setAvailable(m.courier.headers, { disponible: true })).json()).toEqual({
      disponible: true,
    });
    expect((await flow.missions('missions-disponibles', m.courier.headers)).list.map((x) => x.id)).toEqual([
      id,
    ]);
    expect((await flow.setAvailable(m.courier.headers, { disponible: false })).json()).toEqual({
      disponible: false,
    });
    expect((await flow.missions('missions-disponibles', m.courier.headers)).list).toEqual([]);
    const refused = await flow.accept(id, m.courier.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MSG.courierUnavailable });
    expect(
      (
        await flow.setAvailable(m.courier.headers, { disponible: true, latitude: 5.2, longitude: -3.7 })
      ).json(),
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
    await flow.setAvailable(m.courier.headers, { disponible: false });
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
    const res = await flow.setAvailable(m.courier.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('is for couriers only', async () => {
    for (const who of [m.client, m.owner, m.admin]) {
      const res = await flow.setAvailable(who.headers, { disponible: true });
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
        expect((await flow.get(`/api/livreurs/${path}`, who.headers)).statusCode).toBe(403);
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
    const farId = await flow.waiting(farMarket, {
      entrepriseId: far.id,
      items: [{ produitId: farProduct.id, quantite: 1 }],
    });
    const nearId = await flow.waiting(m);
    // Not listed: not yet accepted by the business, taken by another courier, another city.
    await placeOrder(t.app, m);
    const other = await flow.newCourier(m);
    await flow.accept(await flow.waiting(m), other.headers);
    const elsewhere = await marketplace(t.app, t.database.db);
    await flow.waiting(elsewhere);

    const courier = m.courier.headers;
    await flow.setAvailable(courier, { disponible: true, latitude: 5.2, longitude: -3.74 });
    const southFirst = await flow.missions('missions-disponibles', courier);
    expect(southFirst.list.map((x) => x.id)).toEqual([nearId, farId]);
    expect(southFirst.list.every((x) => x.statut === 'EN_ATTENTE_LIVREUR')).toBe(true);

    await flow.setAvailable(courier, { disponible: true, latitude: 5.4, longitude: -3.74 });
    expect((await flow.missions('missions-disponibles', courier)).list.map((x) => x.id)).toEqual([
      farId,
      nearId,
    ]);

    await flow.setAvailable(courier, { disponible: false });
    expect((await flow.missions('missions-disponibles', courier)).list).toEqual([]);
  });

  it('shows a mission with what the card needs and without any code', async () => {
    const m = await marketplace(t.app, t.database.db);
    const id = await flow.waiting(m);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const { list, body } = await flow.missions('missions-disponibles', m.courier.headers);
    expect(body).not.toMatch(/codeClient|codeEntreprise/);
    const order = await flow.codes(id);
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
