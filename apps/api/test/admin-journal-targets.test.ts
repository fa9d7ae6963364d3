import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_MSG, type JournalEntry } from '@comoe/shared/schemas/admin-journal';
import { signedIn } from './helpers/admin.ts';
import { appWith, expectRefusal, type TestApp } from './helpers/app.ts';
import { deskCalls, orderIn, readyCourier, type DeskCalls } from './helpers/desk.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';
import { insertOrder } from './helpers/orders.ts';

// Issue 34 §2: each journal entry names its target (the courier verified, the business paid, the
// order cancelled), with the person and the order it concerns, and the journal filters by both.
let t: TestApp;
let m: Market;
let desk: DeskCalls;

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketplace));
  desk = deskCalls(t, m);
});
afterAll(() => t.close());

const journal = async (query: string, headers = m.admin.headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/journal?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: JournalEntry[]; totalElements: number }>();
};
const call = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = m.admin.headers) =>
  t.app.inject({ method, url, headers, payload: payload as never });

async function paidOrder(): Promise<string> {
  const id = await insertOrder(t.database.db, {
    entrepriseId: m.entreprise.id,
    clientId: m.client.id,
    villeId: m.ville.id,
    statut: 'LIVREE',
    total: 3500,
    fraisLivraison: 500,
  });
  expect((await call('POST', `/api/admin/commandes/${id}/payout`, { reference: 'WAVE-1' })).statusCode).toBe(
    200,
  );
  return id;
}

describe('GET /api/admin/journal targets', () => {
  let other: Awaited<ReturnType<typeof signedIn>>;
  let rider: Awaited<ReturnType<typeof readyCourier>>;
  let cancelled: string;

  beforeAll(async () => {
    await t.database.db
      .insertInto('comptesVersement')
      .values({
        entrepriseId: m.entreprise.id,
        paymentMethod: 'WAVE',
        paymentNumber: '0700000009',
        accountName: 'Awa',
        updatedAt: new Date(),
      })
      .execute();
    other = await signedIn(t, 'ADMIN', m.ville.id, { prenom: 'Mariam' });
    rider = await readyCourier(t, m.ville.id, { verifie: false });
    const verified = await call('PUT', `/api/admin/livreurs/${rider.id}/verification`, { isVerified: true });
    expect(verified.statusCode).toBe(200);
    await paidOrder();
    cancelled = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    expect((await desk.cancel(cancelled, 'Entreprise fermée', other.headers)).statusCode).toBe(200);
  });

  it('names the courier verified, the business paid and the order cancelled, with whom and what they concern', async () => {
    const all = (await journal('size=100')).content;
    const of = (type: string) => all.find((e) => e.type === type)!;
    expect(of('livreur.verification').cible).toEqual({
      type: 'utilisateur',
      id: String(rider.id),
      nom: 'Test livreur',
      utilisateurId: rider.id,
      role: 'LIVREUR',
      commandeId: null,
    });
    expect(of('versement.entreprise').cible).toEqual({
      type: 'entreprise',
      id: String(m.entreprise.id),
      nom: 'Maquis de test',
      utilisateurId: m.owner.id,
      role: 'ENTREPRISE',
      commandeId: null,
    });
    expect(of('commande.annuler').cible).toEqual({
      type: 'commande',
      id: cancelled,
      nom: `Commande ${cancelled.slice(0, 6).toUpperCase()}`,
      utilisateurId: null,
      role: null,
      commandeId: cancelled,
    });
  });

  it('filters by the acting admin (acteurId, adminId), by a person acted on or acting (utilisateurId) and by order', async () => {
    const byOther = await journal(`acteurId=${other.id}`);
    expect(byOther.content.map((e) => e.type)).toEqual(['commande.annuler']);
    expect((await journal(`adminId=${other.id}`)).totalElements).toBe(1);
    const aboutRider = await journal(`utilisateurId=${rider.id}`);
    expect(aboutRider.content.map((e) => e.type)).toEqual(['livreur.verification']);
    const aboutOwner = await journal(`utilisateurId=${m.owner.id}`);
    expect(aboutOwner.content.map((e) => e.type)).toEqual(['versement.entreprise']);
    // An admin is a person too: what he did.
    expect((await journal(`utilisateurId=${other.id}`)).content.map((e) => e.type)).toEqual([
      'commande.annuler',
    ]);
    const ofOrder = await journal(`commandeId=${cancelled.toUpperCase()}`);
    expect(ofOrder.content.map((e) => [e.type, e.cible.id])).toEqual([['commande.annuler', cancelled]]);
    expect((await journal(`commandeId=${cancelled}&acteurId=${m.admin.id}`)).totalElements).toBe(0);
  });

  it('keeps the manual reminder with its order', async () => {
    const waiting = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commandes/${waiting}/relancer`,
      headers: m.admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await journal(`commandeId=${waiting}`)).content).toEqual([
      expect.objectContaining({ type: 'commande.relancer', admin: { id: m.admin.id, nom: 'Test admin' } }),
    ]);
  });

  it.each([
    ['utilisateurId=abc', JOURNAL_MSG.personInvalid],
    ['utilisateurId=0', JOURNAL_MSG.personInvalid],
    ['acteurId=-3', JOURNAL_MSG.personInvalid],
    ['acteurId=1.5', JOURNAL_MSG.personInvalid],
    ['commandeId=abc', JOURNAL_MSG.orderInvalid],
    ['commandeId=', JOURNAL_MSG.orderInvalid],
  ])('refuses a bad filter (%s) with a French 400', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/journal?${query}`,
      headers: m.admin.headers,
    });
    expectRefusal(res, 400, message);
  });

  it('is for admins only, filters or not', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/journal?utilisateurId=${m.owner.id}`,
      headers: m.owner.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
