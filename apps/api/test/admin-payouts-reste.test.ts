import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResteAVerser } from '@comoe/shared/schemas/admin';
import { appWith, store, type TestApp } from './helpers/app.ts';
import { payoutsDesk } from './helpers/payouts-desk.ts';

// 'Reste à verser' (issue 20 §3): every debt to the businesses, all dates, whatever range the
// payouts screen shows; the oldest debt's date tells its age.
let t: TestApp;
let w: Awaited<ReturnType<typeof payoutsDesk>>;

beforeAll(async () => ({ t, w } = await appWith(payoutsDesk)));
afterAll(() => t.close());

const URL = '/api/admin/paiements/reste';
const reste = async () => {
  const res = await w.api.get(URL, w.admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResteAVerser>();
};

describe(`GET /api/admin/paiements/reste (${store})`, () => {
  it('is for admins only: 401 without a session, 403 for another role', async () => {
    expect((await w.api.get(URL)).statusCode).toBe(401);
    expect((await w.api.get(URL, w.client.headers)).statusCode).toBe(403);
    expect((await w.api.get(URL, w.owner.headers)).statusCode).toBe(403);
  });

  it('says nothing is owed on an empty desk', async () => {
    expect(await reste()).toEqual({
      montant: 0,
      nombreCommandes: 0,
      nombreEntreprises: 0,
      plusAncienneCommande: null,
    });
  });

  it('counts every delivered order not paid yet, older than the default range, and only those', async () => {
    await w.order(w.paid.id, 'LIVREE', 4000, 10); // owed 3 400
    await w.order(w.noAccount.id, 'LIVREE', 5000, 3); // owed 4 400, the oldest
    const paid = await w.order(w.paid.id, 'LIVREE', 9000, 1);
    expect((await w.payout(paid)).statusCode).toBe(200);
    await w.order(w.paid.id, 'EN_LIVRAISON', 7000, 2);
    await w.order(w.paid.id, 'ANNULEE', 7000, 2);
    await w.order(w.noAccount.id, 'EN_ATTENTE_ENTREPRISE', 7000, 2);

    // The screen's default range (this month) hides these May 2025 debts; the total does not.
    const groups = await w.api.get('/api/admin/commandes/par-entreprise', w.admin.headers);
    expect(groups.json<{ montantTotal: number }>().montantTotal).toBe(0);
    expect(await reste()).toEqual({
      montant: 3400 + 4400,
      nombreCommandes: 2,
      nombreEntreprises: 2,
      plusAncienneCommande: new Date(Date.UTC(2025, 4, 3, 12)).toISOString(),
    });
  });

  it('goes down when a debt is paid, and the oldest date moves on', async () => {
    const before = await reste();
    const oldest = await t.database.db
      .selectFrom('commandes')
      .select('id')
      .where('entrepriseId', '=', w.paid.id)
      .where('statut', '=', 'LIVREE')
      .where('statutPaiementEntreprise', '=', 'EN_ATTENTE')
      .executeTakeFirstOrThrow();
    expect((await w.payout(oldest.id)).statusCode).toBe(200);
    expect(await reste()).toEqual({
      montant: before.montant - 3400,
      nombreCommandes: 1,
      nombreEntreprises: 1,
      plusAncienneCommande: before.plusAncienneCommande,
    });

    const earlier = await w.order(w.paid.id, 'LIVREE', 2000, 1);
    expect((await reste()).plusAncienneCommande).toBe(new Date(Date.UTC(2025, 4, 1, 12)).toISOString());
    expect((await w.payout(earlier)).statusCode).toBe(200);
    expect((await reste()).plusAncienneCommande).toBe(new Date(Date.UTC(2025, 4, 3, 12)).toISOString());
  });
});
