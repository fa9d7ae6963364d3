import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import type { AdminLivreur } from '@comoe/shared/schemas/admin-accounts';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import type { CourierStats } from '@comoe/shared/schemas/livreurs';
import { appWith, expectRefusal, type Headers, type TestApp } from './helpers/app.ts';
import type { courierFlow } from './helpers/courier-flow.ts';
import { flowWithProof } from './helpers/courier-flow.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// Issue 22 §4 "Rated and paid": the client rates the courier beside the business once (stars and
// a comment); the courier's evaluation and the admin's courier table show the mean and the count.
let t: TestApp;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => ({ t, w: flow } = await appWith(flowWithProof)));
afterAll(() => t.close());

const rate = (m: Market, id: string, payload: object, headers: Headers = m.client.headers) =>
  t.app.inject({ method: 'POST', url: `/api/commandes/${id}/avis`, headers, payload });
const stats = async (m: Market) => {
  const res = await flow.get('/api/livreurs/stats-du-jour', m.courier.headers);
  expect(res.statusCode).toBe(200);
  return res.json<CourierStats>();
};
async function adminRow(m: Market): Promise<AdminLivreur> {
  const res = await flow.get(
    `/api/admin/livreurs?q=${encodeURIComponent(m.courier.telephone)}`,
    m.admin.headers,
  );
  expect(res.statusCode).toBe(200);
  const row = res.json<{ content: AdminLivreur[] }>().content.find((l) => l.id === m.courier.id);
  if (!row) throw new Error('livreur absent du tableau');
  return row;
}
async function market() {
  const m = await marketplace(t.app, t.database.db);
  await flow.setAvailable(m.courier.headers, { disponible: true });
  return m;
}

describe('rating the courier with a comment', () => {
  it('keeps his stars and comment with the order, and shows mean and count on his stats and the admin table', async () => {
    const m = await market();
    expect(await stats(m)).toMatchObject({ evaluation: null, nombreAvis: 0 });
    expect(await adminRow(m)).toMatchObject({ evaluation: null, nombreAvis: 0 });
    const [a, b] = [await flow.delivered(m), await flow.delivered(m)];

    const res = await rate(m, a, {
      note: 4,
      commentaire: 'Bon attiéké',
      noteLivreur: 5,
      commentaireLivreur: '  Très poli, rapide  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<ClientOrder>()).toMatchObject({
      noteClient: 4,
      commentaireClient: 'Bon attiéké',
      noteLivreur: 5,
      commentaireLivreur: 'Très poli, rapide',
    });
    expect((await rate(m, b, { note: 2, noteLivreur: 2 })).statusCode).toBe(201);

    expect(await stats(m)).toMatchObject({ evaluation: 3.5, nombreAvis: 2 });
    expect(await adminRow(m)).toMatchObject({ evaluation: 3.5, nombreAvis: 2 });
    // The client's own list shows what he gave.
    const mine = await flow.get('/api/commandes/client', m.client.headers);
    expect(mine.json<ClientOrder[]>().find((o) => o.id === b)).toMatchObject({
      noteLivreur: 2,
      commentaireLivreur: null,
    });
  });

  it('drops a courier comment sent without courier stars, and refuses one too long', async () => {
    const m = await market();
    const [a, b] = [await flow.delivered(m), await flow.delivered(m)];
    const long = await rate(m, a, { note: 4, noteLivreur: 4, commentaireLivreur: 'x'.repeat(301) });
    expectRefusal(long, 400, MSG.textTooLong(300));
    const alone = await rate(m, a, { note: 4, commentaireLivreur: 'Sans étoiles' });
    expect(alone.json<ClientOrder>()).toMatchObject({ noteLivreur: null, commentaireLivreur: null });
    expect(await stats(m)).toMatchObject({ evaluation: null, nombreAvis: 0 });
    expect((await rate(m, b, { note: 3, noteLivreur: 1, commentaireLivreur: null })).statusCode).toBe(201);
    expect(await stats(m)).toMatchObject({ evaluation: 1, nombreAvis: 1 });
  });

  it('rates once: a second rating is a 409, and of the same rating sent at once only one is kept', async () => {
    const m = await market();
    const id = await flow.delivered(m);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => rate(m, id, { note: n, noteLivreur: n, commentaireLivreur: `essai ${n}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of answers.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ message: MSG.orderAlreadyRated });
    }
    const kept = answers.find((r) => r.statusCode === 201)!.json<ClientOrder>();
    const rows = await t.database.db
      .selectFrom('avis')
      .select(['noteLivreur', 'commentaireLivreur'])
      .where('commandeId', '=', id)
      .execute();
    expect(rows).toEqual([{ noteLivreur: kept.noteLivreur, commentaireLivreur: kept.commentaireLivreur }]);
    expect(await stats(m)).toMatchObject({ evaluation: kept.noteLivreur, nombreAvis: 1 });
    expectRefusal(await rate(m, id, { note: 5, noteLivreur: 5 }), 409, MSG.orderAlreadyRated);
  });

  it('rates the courier only when a courier delivered the order', async () => {
    const m = await market();
    const id = await insertOrder(t.database.db, {
      entrepriseId: m.entreprise.id,
      clientId: m.client.id,
      villeId: m.ville.id,
      statut: 'LIVREE',
      livreurId: null,
      livreeAt: new Date(),
    });
    expectRefusal(await rate(m, id, { note: 4, noteLivreur: 5 }), 400, MSG.courierRatingNoCourier);
    expect(
      await t.database.db.selectFrom('avis').select('id').where('commandeId', '=', id).execute(),
    ).toEqual([]);
    const res = await rate(m, id, { note: 4, noteLivreur: null, commentaireLivreur: 'personne' });
    expect(res.statusCode).toBe(201);
    expect(res.json<ClientOrder>()).toMatchObject({
      noteClient: 4,
      noteLivreur: null,
      commentaireLivreur: null,
    });
  });

  it("is not another client's to give, nor the courier's", async () => {
    const m = await market();
    const other = await marketplace(t.app, t.database.db);
    const id = await flow.delivered(m);
    expect((await rate(m, id, { note: 5, noteLivreur: 5 }, other.client.headers)).statusCode).toBe(404);
    expect((await rate(m, id, { note: 5, noteLivreur: 5 }, m.courier.headers)).statusCode).toBe(403);
    expect(await stats(m)).toMatchObject({ evaluation: null, nombreAvis: 0 });
  });
});
