import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import type { ClientOrder, BusinessOrder, Mission } from '@comoe/shared/schemas/commandes';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { DECISION_MSG } from '@comoe/shared/schemas/order-decisions';
import { appWith, type TestApp } from './helpers/app.ts';
import { marketWithRival } from './helpers/business.ts';
import { createProduit, pngBytes } from './helpers/factories.ts';
import { placeOrder } from './helpers/marketplace.ts';
import { orderMoves, type OrderMoves } from './helpers/order-moves.ts';

// Issue 21 §1: the business answers a new order with a preparation time, or a reason (and the
// products it lacks). Everyone reads the ready time; the client reads the reason.
let t: TestApp;
let m: Awaited<ReturnType<typeof marketWithRival>>;
let moves: OrderMoves;

beforeAll(async () => {
  ({
    t,
    w: { m, moves },
  } = await appWith(async (app, db, test) => {
    const w = await marketWithRival(app, db);
    return { m: w, moves: orderMoves(test, w, await pngBytes()) };
  }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await moves.available(true);
});

const put = (
  action: 'accepter' | 'refuser',
  orderId: string,
  payload: unknown,
  headers = m.owner.headers,
  entrepriseId = m.entreprise.id,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${entrepriseId}/orders/${orderId}/${action}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const get = <T>(url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers }).then((res) => {
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  });

const statut = async (id: string) =>
  (
    await t.database.db
      .selectFrom('commandes')
      .select('statut')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).statut;

const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

describe('PUT …/orders/{orderId}/accepter { delaiPreparationMin }', () => {
  it.each([
    [{ delaiPreparationMin: null }, DECISION_MSG.delaiInvalid],
    [[20], DECISION_MSG.delaiInvalid],
    [{ delaiPreparationMin: 0 }, DECISION_MSG.delaiInvalid],
    [{ delaiPreparationMin: 181 }, DECISION_MSG.delaiInvalid],
    [{ delaiPreparationMin: 12.5 }, DECISION_MSG.delaiInvalid],
    [{ delaiPreparationMin: '20' }, DECISION_MSG.delaiInvalid],
    [{ delaiPreparationMin: -5 }, DECISION_MSG.delaiInvalid],
  ])('refuses %j with a French message and leaves the order waiting', async (payload, message) => {
    const order = await placeOrder(t.app, m);
    const res = await put('accepter', order.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await statut(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it.each([1, 180])('takes the bounds (%i min)', async (delai) => {
    const order = await placeOrder(t.app, m);
    const res = await put('accepter', order.id, { delaiPreparationMin: delai });
    const answer = res.json<{ statut: string; delaiPreparationMin: number; preteVers: string }>();
    expect(answer).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', delaiPreparationMin: delai });
    expect(Math.round(minutesFromNow(answer.preteVers))).toBe(delai);
  });

  it('gives the ready time to the client, the business and the couriers', async () => {
    const order = await placeOrder(t.app, m);
    const before = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(before).toMatchObject({ delaiPreparationMin: null, preteVers: null });

    expect((await put('accepter', order.id, { delaiPreparationMin: 25 })).statusCode).toBe(200);

    const client = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(client.delaiPreparationMin).toBe(25);
    expect(minutesFromNow(client.preteVers!)).toBeGreaterThan(24);
    expect(minutesFromNow(client.preteVers!)).toBeLessThanOrEqual(25);
    const list = await get<ClientOrder[]>('/api/commandes/client', m.client.headers);
    expect(list.find((o) => o.id === order.id)?.preteVers).toBe(client.preteVers);

    const owner = await get<{ content: BusinessOrder[] }>(
      `/api/entreprises/${m.entreprise.id}/orders`,
      m.owner.headers,
    );
    expect(owner.content.find((o) => o.id === order.id)).toMatchObject({
      delaiPreparationMin: 25,
      preteVers: client.preteVers,
    });
    const detail = await get<BusinessOrder>(
      `/api/entreprises/${m.entreprise.id}/orders/${order.id}`,
      m.owner.headers,
    );
    expect(detail.preteVers).toBe(client.preteVers);

    const offered = await get<Mission[]>('/api/livreurs/missions-disponibles', m.courier.headers);
    expect(offered.find((x) => x.id === order.id)).toMatchObject({
      delaiPreparationMin: 25,
      preteVers: client.preteVers,
    });
    expect((await moves.courier(`accepter-mission/${order.id}`)).statusCode).toBe(200);
    const mine = await get<Mission[]>('/api/livreurs/mes-missions', m.courier.headers);
    expect(mine.find((x) => x.id === order.id)?.preteVers).toBe(client.preteVers);
    const one = await get<Mission>(`/api/commandes/${order.id}`, m.courier.headers);
    expect(one.preteVers).toBe(client.preteVers);
  });

  it('tells the client when it will be ready', async () => {
    const order = await placeOrder(t.app, m);
    await put('accepter', order.id, { delaiPreparationMin: 15 });
    const notes = await t.database.db
      .selectFrom('notifications')
      .select('corps')
      .where('commandeId', '=', order.id)
      .where('utilisateurId', '=', m.client.id)
      .execute();
    expect(notes.map((n) => n.corps).join('\n')).toMatch(/prête vers \d{1,2} h/);
  });

  it('is refused to a client, a courier and an admin (403), and to another business (404)', async () => {
    const order = await placeOrder(t.app, m);
    const body = { delaiPreparationMin: 20 };
    for (const headers of [m.client.headers, m.courier.headers, m.admin.headers]) {
      expect((await put('accepter', order.id, body, headers)).statusCode).toBe(403);
    }
    const rival = await put('accepter', order.id, body, m.rival.headers, m.rival.id);
    expect(rival.statusCode).toBe(404);
    expect(rival.json()).toEqual({ message: MSG.orderNotFound });
    expect(await statut(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
  });
});

describe('PUT …/orders/{orderId}/refuser { motif, produitsIndisponibles? }', () => {
  it.each([
    [undefined, DECISION_MSG.motifRequired],
    [{}, DECISION_MSG.motifRequired],
    [{ motif: '   ' }, DECISION_MSG.motifRequired],
    [{ motif: 'ab' }, DECISION_MSG.motifInvalid],
    [{ motif: 'x'.repeat(201) }, DECISION_MSG.motifInvalid],
    [{ motif: 42 }, DECISION_MSG.motifInvalid],
    [{ motif: 'Rupture de stock', produitsIndisponibles: ['a'] }, DECISION_MSG.produitsInvalid],
  ])('refuses %j with a French message and leaves the order waiting', async (payload, message) => {
    const order = await placeOrder(t.app, m);
    const res = await put('refuser', order.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await statut(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('lets the client read the reason, trimmed', async () => {
    const order = await placeOrder(t.app, m);
    const res = await put('refuser', order.id, { motif: '  Fermeture imminente  ' });
    expect(res.json()).toEqual({ statut: 'ANNULEE' });
    const client = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(client).toMatchObject({
      statut: 'ANNULEE',
      motifFin: 'REFUSEE',
      raisonFin: 'Fermeture imminente',
    });
    const list = await get<ClientOrder[]>('/api/commandes/client', m.client.headers);
    expect(list.find((o) => o.id === order.id)?.raisonFin).toBe('Fermeture imminente');
    const note = await t.database.db
      .selectFrom('notifications')
      .select('corps')
      .where('commandeId', '=', order.id)
      .where('utilisateurId', '=', m.client.id)
      .executeTakeFirstOrThrow();
    expect(note.corps).toBe(DECISION_MSG.refusedClient('Fermeture imminente'));
  });

  it('makes the named products unavailable with the refusal, and the menu shows it at once', async () => {
    const plat = await createProduit(t.database.db, m.entreprise.id, { nom: 'Garba', prix: 1000 });
    const menuUrl = `/api/produits/entreprise_prod_cate/${m.entreprise.id}`;
    const disponible = async () =>
      (await get<Produit[]>(menuUrl, m.client.headers)).find((p) => p.id === plat.id)?.disponible;
    expect(await disponible()).toBe(true); // now in the menu cache
    const order = await placeOrder(t.app, m, { items: [{ produitId: plat.id, quantite: 1 }] });
    const res = await put('refuser', order.id, {
      motif: 'Rupture de stock',
      produitsIndisponibles: [plat.id, plat.id],
    });
    expect(res.json()).toEqual({ statut: 'ANNULEE' });
    expect(await disponible()).toBe(false);
    // Another product of the business stays as it was.
    expect(
      (await get<Produit[]>(menuUrl, m.client.headers)).find((p) => p.id === m.bissap.id)?.disponible,
    ).toBe(true);
  });

  it('refuses products of another business, and then neither refuses the order nor touches the products', async () => {
    const theirs = await createProduit(t.database.db, m.rival.id, { nom: 'Alloco', prix: 800 });
    const order = await placeOrder(t.app, m);
    const res = await put('refuser', order.id, {
      motif: 'Rupture de stock',
      produitsIndisponibles: [m.attieke.id, theirs.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: DECISION_MSG.produitsOtherBusiness });
    expect(await statut(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
    const rows = await t.database.db
      .selectFrom('produits')
      .select(['id', 'disponible'])
      .where('id', 'in', [m.attieke.id, theirs.id])
      .execute();
    expect(rows.every((r) => r.disponible)).toBe(true);
    const unknown = await put('refuser', order.id, {
      motif: 'Rupture de stock',
      produitsIndisponibles: [2_000_000],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is refused to a client and an admin (403), and to another business (404)', async () => {
    const order = await placeOrder(t.app, m);
    const body = { motif: 'Trop de commandes' };
    for (const headers of [m.client.headers, m.admin.headers]) {
      expect((await put('refuser', order.id, body, headers)).statusCode).toBe(403);
    }
    expect((await put('refuser', order.id, body, m.rival.headers, m.rival.id)).statusCode).toBe(404);
    expect(await statut(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('answers a stale refusal with a French label, never a raw status', async () => {
    const order = await placeOrder(t.app, m);
    await put('accepter', order.id, { delaiPreparationMin: 10 });
    const res = await put('refuser', order.id, { motif: 'Trop de commandes' });
    expect(res.statusCode).toBe(409);
    const { message } = res.json<{ message: string }>();
    expect(message).toBe(MSG.orderTransitionRefused('EN_ATTENTE_LIVREUR'));
    expect(message).not.toMatch(/EN_ATTENTE_LIVREUR/);
  });
});

describe('accepting and refusing at once', () => {
  it('lets exactly one win, and the loser changes nothing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const plat = await createProduit(t.database.db, m.entreprise.id, { nom: `Plat ${round}`, prix: 1000 });
      const order = await placeOrder(t.app, m, { items: [{ produitId: plat.id, quantite: 1 }] });
      const [accepted, refused] = await Promise.all([
        put('accepter', order.id, { delaiPreparationMin: 30 }),
        put('refuser', order.id, { motif: 'Rupture de stock', produitsIndisponibles: [plat.id] }),
      ]);
      expect([accepted.statusCode, refused.statusCode].sort()).toEqual([200, 409]);
      const row = await t.database.db
        .selectFrom('commandes')
        .select(['statut', 'delaiPreparationMin'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const produit = await t.database.db
        .selectFrom('produits')
        .select('disponible')
        .where('id', '=', plat.id)
        .executeTakeFirstOrThrow();
      if (accepted.statusCode === 200) {
        expect(row).toEqual({ statut: 'EN_ATTENTE_LIVREUR', delaiPreparationMin: 30 });
        expect(produit.disponible).toBe(true);
      } else {
        expect(row).toEqual({ statut: 'ANNULEE', delaiPreparationMin: null });
        expect(produit.disponible).toBe(false);
      }
      const transitions = await t.database.db
        .selectFrom('transitionsCommande')
        .select('versStatut')
        .where('commandeId', '=', order.id)
        .execute();
      expect(transitions).toHaveLength(2); // placed, then the one answer
    }
  });
});
