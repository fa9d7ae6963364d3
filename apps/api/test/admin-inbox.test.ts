import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { AdminAvis, AdminMessage } from '@comoe/shared/schemas/admin-inbox';
import type { NotificationsPage } from '@comoe/shared/schemas/notifications';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import { createEntreprise, createUser, createVille } from './helpers/factories.ts';
import { insertOrder } from './helpers/orders.ts';

// Messages (contact form) and Avis (ratings of delivered orders): real lists, unread first,
// read flag false → true; admins hear of each new business.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
let villeId: number;

type Inbox<T> = { content: T[]; totalElements: number; nonLus: number };

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  villeId = (await createVille(t.database.db, 'Bonoua')).id;
  admin = await signedIn(t, 'ADMIN', villeId);
});
afterAll(() => t.close());

describe(`GET /api/admin/messages (${store})`, () => {
  it('lists the contact form’s messages, unread first then newest, and marks one read', async () => {
    for (const sujet of ['Premier', 'Deuxième', 'Troisième']) {
      const res = await api.post(
        '/api/contact',
        {},
        { nom: 'Awa', email: 'awa@exemple.ci', sujet, message: 'Bonjour à vous.' },
      );
      expect(res.statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 5));
    }
    const page = (await api.get('/api/admin/messages', admin.headers)).json<Inbox<AdminMessage>>();
    expect([page.totalElements, page.nonLus]).toEqual([3, 3]);
    expect(page.content.map((m) => m.sujet)).toEqual(['Troisième', 'Deuxième', 'Premier']);
    expect(page.content[0]).toEqual({
      id: expect.any(Number) as number,
      nom: 'Awa',
      email: 'awa@exemple.ci',
      sujet: 'Troisième',
      message: 'Bonjour à vous.',
      lu: false,
      date: expect.any(String) as string,
    });

    const read = await api.put(`/api/admin/messages/${page.content[0]!.id}/lu`, admin.headers);
    expect(read.json()).toMatchObject({ sujet: 'Troisième', lu: true });
    expect((await api.put(`/api/admin/messages/${page.content[0]!.id}/lu`, admin.headers)).statusCode).toBe(
      200,
    );
    const after = (await api.get('/api/admin/messages?size=2', admin.headers)).json<Inbox<AdminMessage>>();
    expect([after.totalElements, after.nonLus]).toEqual([3, 2]);
    expect(after.content.map((m) => [m.sujet, m.lu])).toEqual([
      ['Deuxième', false],
      ['Premier', false],
    ]);
    expect(
      (await api.get('/api/admin/messages?page=1&size=2', admin.headers))
        .json<Inbox<AdminMessage>>()
        .content.map((m) => m.sujet),
    ).toEqual(['Troisième']);
  });
});

describe(`GET /api/admin/avis (${store})`, () => {
  it('lists the clients’ ratings with client and business, unread first, and marks one read', async () => {
    const client = await createUser(t.database.db, 'CLIENT', { villeId, prenom: 'Yao' });
    const owner = await createUser(t.database.db, 'ENTREPRISE', { villeId });
    const e = await createEntreprise(t.database.db, owner, { nom: 'Maquis Lagune' });
    const rate = async (note: number, noteLivreur: number | null, commentaire: string | null, at: string) => {
      const commandeId = await insertOrder(t.database.db, {
        entrepriseId: e.id,
        clientId: client.id,
        villeId,
        statut: 'LIVREE',
      });
      await t.database.db
        .insertInto('avis')
        .values({
          commandeId,
          clientId: client.id,
          entrepriseId: e.id,
          livreurId: null,
          note,
          noteLivreur,
          commentaire,
          createdAt: new Date(at),
        })
        .execute();
      return commandeId;
    };
    const older = await rate(5, 4, 'Très bon garba', '2025-04-01T10:00:00.000Z');
    const newer = await rate(2, null, null, '2025-04-02T10:00:00.000Z');
    const page = (await api.get('/api/admin/avis', admin.headers)).json<Inbox<AdminAvis>>();
    expect([page.totalElements, page.nonLus]).toEqual([2, 2]);
    expect(page.content.map((a) => a.commandeId)).toEqual([newer, older]);
    expect(page.content[1]).toEqual({
      id: expect.any(Number) as number,
      commandeId: older,
      note: 5,
      noteLivreur: 4,
      commentaire: 'Très bon garba',
      clientNomComplet: 'Yao client',
      entrepriseNom: 'Maquis Lagune',
      lu: false,
      date: '2025-04-01T10:00:00.000Z',
    });
    const read = await api.put(`/api/admin/avis/${page.content[0]!.id}/lu`, admin.headers);
    expect(read.json()).toMatchObject({ commandeId: newer, lu: true });
    const after = (await api.get('/api/admin/avis', admin.headers)).json<Inbox<AdminAvis>>();
    expect(after.nonLus).toBe(1);
    expect(after.content.map((a) => [a.commandeId, a.lu])).toEqual([
      [older, false],
      [newer, true],
    ]);
  });
});

describe(`admin notifications (${store})`, () => {
  it('tells every active admin when a business signs up', async () => {
    const other = await signedIn(t, 'ADMIN', villeId);
    const res = await api.post(
      '/api/auth/register',
      {},
      {
        role: 'ENTREPRISE',
        prenom: 'Fatou',
        nom: 'Diallo',
        email: null,
        telephone: '0709080706',
        motDePasse: 'Secret@2026',
        cityId: villeId,
        nomEntreprise: 'Chez Fatou',
        typeEntreprise: 'RESTAURANT',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    for (const who of [admin, other]) {
      const list = (await api.get('/api/notifications', who.headers)).json<NotificationsPage>();
      expect(list.content[0]).toMatchObject({
        titre: ADMIN_MSG.newBusinessTitle,
        corps: ADMIN_MSG.newBusiness('Chez Fatou', 'Bonoua'),
        commandeId: null,
        lu: false,
      });
    }
    // A client's sign-up tells nobody.
    const before = (await api.get('/api/notifications', admin.headers)).json<NotificationsPage>()
      .totalElements;
    await api.post(
      '/api/auth/register',
      {},
      {
        role: 'CLIENT',
        prenom: 'Koffi',
        nom: 'Yao',
        email: null,
        telephone: '0709080705',
        motDePasse: 'Secret@2026',
        cityId: villeId,
        genre: 'HOMME',
        dateDeNaissance: '1990-01-01',
      },
    );
    expect((await api.get('/api/notifications', admin.headers)).json<NotificationsPage>().totalElements).toBe(
      before,
    );
  });
});
