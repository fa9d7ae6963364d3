import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@comoe/shared/schemas/admin-journal';
import { MSG } from '@comoe/shared/messages';
import { signedIn } from './helpers/admin.ts';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { type DeskCalls, deskSuite, orderIn } from './helpers/desk.ts';
import type { Market } from './helpers/marketplace.ts';

// Issue 20 §3: the append-only record of admin actions: who, when, what, on what, why.
let t: TestApp;
let m: Market;
let desk: DeskCalls;
deskSuite((s) => ({ t, m, desk } = s));

const journal = async (query = '', headers = m.admin.headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/journal?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: JournalEntry[]; totalElements: number }>();
};

describe('GET /api/admin/journal', () => {
  it('records each desk action, newest first, with the admin, the order and the reason; filters by admin and type', async () => {
    const other = await signedIn(t, 'ADMIN', m.ville.id, { prenom: 'Awa' });
    const first = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    const second = await orderIn(t, m, 'ACCEPTEE', m.courier.id);
    expect((await desk.cancel(first, 'Entreprise fermée')).statusCode).toBe(200);
    expect((await desk.release(second, 'Livreur malade', other.headers)).statusCode).toBe(200);

    const all = await journal();
    expect(all.content.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: 'commande.liberer',
        cible: expect.objectContaining({ type: 'commande', id: second, commandeId: second }) as unknown,
        motif: 'Livreur malade',
        admin: { id: other.id, nom: 'Awa admin' },
      }),
      expect.objectContaining({
        type: 'commande.annuler',
        cible: expect.objectContaining({ type: 'commande', id: first, commandeId: first }) as unknown,
        motif: 'Entreprise fermée',
        admin: { id: m.admin.id, nom: 'Test admin' },
      }),
    ]);
    expect(all.content[0]!.resume).toMatch(/^Commande [0-9A-F]{6} /);
    expect((await journal(`adminId=${other.id}`)).content.map((e) => e.cible.id)).toEqual([second]);
    expect((await journal('type=commande.annuler')).content.every((e) => e.type === 'commande.annuler')).toBe(
      true,
    );
  });

  it('pages', async () => {
    for (let i = 0; i < 3; i += 1)
      await desk.cancel(await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE'), `Motif ${i}`);
    const whole = await journal('size=100');
    const page = await journal('size=2&page=1');
    expect(page.totalElements).toBe(whole.totalElements);
    expect(page.content.map((e) => e.id)).toEqual(whole.content.slice(2, 4).map((e) => e.id));
  });

  it('cannot be edited or deleted: no route does it', async () => {
    const [entry] = (await journal()).content;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/admin/journal/${entry!.id}`,
        headers: m.admin.headers,
      });
      expect(res.statusCode, method).toBe(404);
      const whole = await t.app.inject({ method, url: '/api/admin/journal', headers: m.admin.headers });
      expect(whole.statusCode, method).toBe(404);
    }
    expect((await journal()).content[0]).toEqual(entry);
  });

  it('answers 400 for an unknown type, 401 without a session, 403 to other roles', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/journal?type=tout',
      headers: m.admin.headers,
    });
    expectRefusal(res, 400, "Type d'action inconnu.");
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/journal' })).statusCode).toBe(401);
    for (const who of [m.client, m.owner, m.courier]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/admin/journal', headers: who.headers });
      expectRefusal(refused, 403, MSG.forbidden);
    }
  });
});
