import { describe, expect, it } from 'vitest';
import { signedIn } from './helpers/admin.ts';
import type { TestApp } from './helpers/app.ts';
import { type DeskCalls, deskSuite, journalRows, orderIn, readyCourier } from './helpers/desk.ts';
import type { Market } from './helpers/marketplace.ts';

// Issue 34 §2: two admins acting on one order at once; the loser reads who did what last.
let t: TestApp;
let m: Market;
let desk: DeskCalls;
deskSuite((s) => ({ t, m, desk } = s));

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('two admins on one order at once', () => {
  it('lets exactly one of two admins cancel; the other reads who cancelled it', async () => {
    const mariam = await signedIn(t, 'ADMIN', m.ville.id, { prenom: 'Mariam' });
    const awa = await signedIn(t, 'ADMIN', m.ville.id, { prenom: 'Awa' });
    for (let round = 0; round < 5; round += 1) {
      const id = await orderIn(t, m, 'PRETE', m.courier.id);
      const answers = await Promise.all([
        desk.cancel(id, 'Client injoignable', mariam.headers),
        desk.cancel(id, 'Entreprise fermée', awa.headers),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0].statusCode === 200 ? 'Mariam admin' : 'Awa admin';
      const lost = answers.find((r) => r.statusCode === 409)!;
      expect(message(lost)).toBe(`${winner} vient d’annuler cette commande.`);
      expect(await journalRows(t, id)).toHaveLength(1);
    }
  });

  it('tells an admin who releases an order another admin just cancelled', async () => {
    const mariam = await signedIn(t, 'ADMIN', m.ville.id, { prenom: 'Mariam' });
    const id = await orderIn(t, m, 'ACCEPTEE', m.courier.id);
    expect((await desk.cancel(id, 'Client injoignable', mariam.headers)).statusCode).toBe(200);
    const late = await desk.release(id, 'Livreur en panne');
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe('Mariam admin vient d’annuler cette commande.');
  });

  it('tells an admin who assigns a mission another admin just handed out', async () => {
    const mariam = await signedIn(t, 'ADMIN', m.ville.id, { prenom: 'Mariam' });
    const first = await readyCourier(t, m.ville.id);
    const second = await readyCourier(t, m.ville.id);
    const id = await orderIn(t, m, 'EN_ATTENTE_LIVREUR');
    expect((await desk.assign(id, first.id, mariam.headers)).statusCode).toBe(200);
    const late = await desk.assign(id, second.id);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe('Mariam admin vient de confier cette commande à un livreur.');
  });

  it('names the courier who picked the order up before the desk released it', async () => {
    const id = await orderIn(t, m, 'EN_LIVRAISON', m.courier.id);
    await t.database.db
      .insertInto('transitionsCommande')
      .values({
        commandeId: id,
        deStatut: 'PRETE',
        versStatut: 'EN_LIVRAISON',
        acteurId: m.courier.id,
        acteurRole: 'LIVREUR',
        motif: null,
        createdAt: new Date(),
      })
      .execute();
    const late = await desk.release(id, 'Livreur en panne');
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe('Test livreur vient de récupérer cette commande.');
  });
});
