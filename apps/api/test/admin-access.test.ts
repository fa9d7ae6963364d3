import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { ENTREPRISE_SORT_KEYS, LIVREUR_SORT_KEYS } from '@comoe/shared/schemas/admin-accounts';
import { RANGE_ORDER_MESSAGE } from '@comoe/shared/periods';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn, type SignedIn } from './helpers/admin.ts';
import { createVille } from './helpers/factories.ts';

// Issue 9: only ADMIN on /api/admin/* and city writes; bad input is a French 400, never a 500.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
const others: Record<string, SignedIn> = {};

const ID = randomUUID();
/** Every admin route, with a body it would accept. */
const ROUTES: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }> = [
  { method: 'GET', url: '/api/admin/dashboard/stats' },
  { method: 'GET', url: '/api/admin/commandes/finances' },
  { method: 'GET', url: '/api/admin/commandes/finances.csv' },
  { method: 'GET', url: '/api/admin/commandes' },
  { method: 'GET', url: '/api/admin/commandes/par-entreprise' },
  { method: 'POST', url: `/api/admin/commandes/${ID}/payout`, body: {} },
  { method: 'POST', url: '/api/admin/payouts', body: { commandeIds: [ID] } },
  { method: 'GET', url: '/api/admin/users' },
  {
    method: 'POST',
    url: '/api/admin/users',
    body: { prenom: 'A', nom: 'B', email: 'a@b.ci', telephone: '0711111111', motDePasse: 'Admin@2026!' },
  },
  {
    method: 'PUT',
    url: '/api/admin/users/999999',
    body: { prenom: 'A', nom: 'B', email: 'a@b.ci', telephone: '0711111111' },
  },
  { method: 'DELETE', url: '/api/admin/users/999999' },
  { method: 'GET', url: '/api/admin/entreprises' },
  { method: 'GET', url: '/api/admin/livreurs' },
  { method: 'PUT', url: '/api/admin/utilisateurs/999999/statut', body: { statut: 'ACTIF' } },
  { method: 'PUT', url: '/api/admin/livreurs/999999/verification', body: { isVerified: true } },
  { method: 'GET', url: '/api/admin/livreurs/verification' },
  { method: 'GET', url: '/api/admin/commandes/suivi' },
  { method: 'GET', url: `/api/admin/commandes/${ID}` },
  { method: 'GET', url: `/api/admin/commandes/${ID}/livreurs` },
  { method: 'POST', url: `/api/admin/commandes/${ID}/annuler`, body: { motif: 'Motif valable' } },
  { method: 'POST', url: `/api/admin/commandes/${ID}/liberer`, body: { motif: 'Motif valable' } },
  { method: 'POST', url: `/api/admin/commandes/${ID}/assigner`, body: { livreurId: 999999 } },
  { method: 'POST', url: `/api/admin/commandes/${ID}/debloquer-codes` },
  { method: 'GET', url: '/api/admin/journal' },
  { method: 'GET', url: '/api/admin/livreurs/versements' },
  { method: 'GET', url: '/api/admin/livreurs/versements.csv' },
  { method: 'POST', url: '/api/admin/livreurs/999999/versement', body: {} },
  { method: 'GET', url: '/api/admin/messages' },
  { method: 'PUT', url: '/api/admin/messages/999999/lu' },
  { method: 'GET', url: '/api/admin/avis' },
  { method: 'PUT', url: '/api/admin/avis/999999/lu' },
  { method: 'POST', url: '/api/villes', body: {} },
  { method: 'PUT', url: '/api/villes/999999', body: {} },
  { method: 'DELETE', url: '/api/villes/999999' },
];

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  const ville = await createVille(t.database.db);
  admin = await signedIn(t, 'ADMIN', ville.id);
  for (const role of ['CLIENT', 'ENTREPRISE', 'LIVREUR'] as const)
    others[role] = await signedIn(t, role, ville.id);
});
afterAll(() => t.close());

describe(`who may call the admin's routes (${store})`, () => {
  it.each(ROUTES)('$method $url: 401 without a session', async ({ method, url, body }) => {
    const res = await t.app.inject({ method, url, ...(body ? { payload: body as never } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });

  it.each(ROUTES)(
    '$method $url: 403 to a client, a business and a courier',
    async ({ method, url, body }) => {
      for (const role of ['CLIENT', 'ENTREPRISE', 'LIVREUR']) {
        const res = await t.app.inject({
          method,
          url,
          headers: others[role]!.headers,
          ...(body ? { payload: body as never } : {}),
        });
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toEqual({ message: MSG.forbidden });
      }
    },
  );

  it.each(ROUTES)('$method $url: an admin gets past the guard', async ({ method, url, body }) => {
    const res = await t.app.inject({
      method,
      url,
      headers: admin.headers,
      ...(body ? { payload: body as never } : {}),
    });
    expect([200, 201, 204, 400, 404, 409]).toContain(res.statusCode);
  });

  it('documents the admin routes in the OpenAPI description', async () => {
    const doc = (await api.get('/api/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(doc.paths['/api/admin/dashboard/stats']).toHaveProperty('get');
    expect(doc.paths['/api/admin/commandes/finances.csv']).toHaveProperty('get');
    expect(doc.paths['/api/admin/commandes/{id}/payout']).toHaveProperty('post');
    expect(doc.paths['/api/admin/users/{id}']).toHaveProperty('delete');
    expect(doc.paths['/api/admin/utilisateurs/{id}/statut']).toHaveProperty('put');
    expect(doc.paths['/api/villes/{id}']).toHaveProperty('put');
  });

  it('GET /api/villes stays public', async () => {
    expect((await api.get('/api/villes')).statusCode).toBe(200);
  });
});

describe(`bad input is a French 400 (${store})`, () => {
  const bad = async (url: string, message: string) => {
    const res = await api.get(url, admin.headers);
    expect(res.statusCode, url).toBe(400);
    expect(res.json<{ message: string }>().message, url).toBe(message);
  };

  it('refuses malformed and impossible dates, and a start after the end', async () => {
    for (const path of ['dashboard/stats', 'commandes/finances', 'commandes/finances.csv', 'commandes']) {
      await bad(`/api/admin/${path}?startDate=2025-13-01`, ADMIN_MSG.startDateInvalid);
      await bad(`/api/admin/${path}?startDate=2025-02-30`, ADMIN_MSG.startDateInvalid);
      await bad(`/api/admin/${path}?endDate=01/02/2025`, ADMIN_MSG.endDateInvalid);
      await bad(`/api/admin/${path}?endDate=99999-01-01`, ADMIN_MSG.endDateInvalid);
      await bad(`/api/admin/${path}?startDate=2025-03-02&endDate=2025-03-01`, RANGE_ORDER_MESSAGE);
    }
    await bad('/api/admin/entreprises?from=2025-03-02&to=2025-03-01', RANGE_ORDER_MESSAGE);
    await bad('/api/admin/livreurs?from=hier', 'La date de début est invalide (aaaa-mm-jj).');
  });

  it('refuses a dashboard range longer than its chart', async () => {
    await bad(
      '/api/admin/dashboard/stats?startDate=2024-01-01&endDate=2025-12-31',
      ADMIN_MSG.rangeTooLong(366),
    );
  });

  it('refuses bad pages, sizes, sort keys, statuses and types', async () => {
    for (const path of ['commandes/finances', 'commandes', 'entreprises', 'livreurs', 'messages', 'avis']) {
      await bad(`/api/admin/${path}?page=-1`, 'Le numéro de page est invalide.');
      await bad(`/api/admin/${path}?page=abc`, 'Le numéro de page est invalide.');
      await bad(`/api/admin/${path}?size=0`, 'La taille de page doit être comprise entre 1 et 100.');
      await bad(`/api/admin/${path}?size=1000`, 'La taille de page doit être comprise entre 1 et 100.');
    }
    const entrepriseSort = ADMIN_MSG.sortInvalid(ENTREPRISE_SORT_KEYS);
    await bad('/api/admin/entreprises?sort=motDePasseHash,asc', entrepriseSort);
    await bad('/api/admin/entreprises?sort=nom,sideways', entrepriseSort);
    await bad('/api/admin/entreprises?sort=nom,asc,desc', entrepriseSort);
    await bad('/api/admin/livreurs?sort=id;drop table livreurs', ADMIN_MSG.sortInvalid(LIVREUR_SORT_KEYS));
    expect((await api.get('/api/admin/livreurs?sort=gainsTotaux', admin.headers)).statusCode).toBe(200);
    await bad('/api/admin/entreprises?statut=SUSPENDU', ADMIN_MSG.statutInvalid);
    await bad('/api/admin/entreprises?type=GARAGE', ADMIN_MSG.typeInvalid);
    await bad('/api/admin/commandes?statutPaiement=VERSE', ADMIN_MSG.statutPaiementInvalid);
  });

  it('refuses NUL and control characters in searches and texts', async () => {
    await bad('/api/admin/users?q=a%00b', ADMIN_MSG.searchInvalid);
    await bad('/api/admin/entreprises?q=%00', ADMIN_MSG.searchInvalid);
    const res = await api.post('/api/admin/users', admin.headers, {
      prenom: 'A\u0000',
      nom: 'B',
      email: 'a@b.ci',
      telephone: '0711111112',
      motDePasse: 'Admin@2026!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ADMIN_MSG.textControlChars });
    const payout = await api.post(`/api/admin/commandes/${ID}/payout`, admin.headers, {
      reference: 'WV\u0000',
    });
    expect(payout.json()).toEqual({ message: ADMIN_MSG.textControlChars });
  });

  it('answers huge, negative and malformed ids without reaching the store', async () => {
    for (const url of [
      '/api/admin/users/99999999999999999999',
      '/api/admin/users/-1',
      '/api/admin/users/1.5',
      '/api/admin/users/abc',
    ]) {
      const res = await api.del(url, admin.headers);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
    for (const url of [
      '/api/admin/utilisateurs/2147483648/statut',
      '/api/admin/livreurs/1e99/verification',
    ]) {
      expect((await api.put(url, admin.headers, { statut: 'ACTIF', isVerified: true })).statusCode).toBe(400);
    }
    const order = await api.post('/api/admin/commandes/12345/payout', admin.headers, {});
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ message: ADMIN_MSG.orderIdInvalid });
    const bulk = await api.post('/api/admin/payouts', admin.headers, { commandeIds: ['x'] });
    expect(bulk.json()).toEqual({ message: ADMIN_MSG.orderIdInvalid });
    const none = await api.post('/api/admin/payouts', admin.headers, { commandeIds: [] });
    expect(none.json()).toEqual({ message: ADMIN_MSG.payoutIdsRequired });
    const many = Array.from({ length: 501 }, () => randomUUID());
    expect((await api.post('/api/admin/payouts', admin.headers, { commandeIds: many })).json()).toEqual({
      message: ADMIN_MSG.payoutIdsTooMany(500),
    });
  });

  it('answers unknown ids with a French 404', async () => {
    expect((await api.del('/api/admin/users/999999', admin.headers)).json()).toEqual({
      message: ADMIN_MSG.adminNotFound,
    });
    const statut = await api.put('/api/admin/utilisateurs/999999/statut', admin.headers, {
      statut: 'INACTIF',
      motif: 'Fraude constatée',
    });
    expect([statut.statusCode, statut.json()]).toEqual([404, { message: MSG.userNotFound }]);
    const payout = await api.post(`/api/admin/commandes/${ID}/payout`, admin.headers, {});
    expect([payout.statusCode, payout.json()]).toEqual([404, { message: MSG.orderNotFound }]);
    expect((await api.put('/api/admin/messages/999999/lu', admin.headers)).json()).toEqual({
      message: ADMIN_MSG.messageNotFound,
    });
    expect((await api.put('/api/admin/avis/999999/lu', admin.headers)).json()).toEqual({
      message: ADMIN_MSG.avisNotFound,
    });
    expect(
      (await api.put('/api/admin/livreurs/999999/verification', admin.headers, { isVerified: true })).json(),
    ).toEqual({
      message: ADMIN_MSG.livreurNotFound,
    });
  });

  it('answers a body of the wrong shape with a French 400', async () => {
    const statut = await api.put(`/api/admin/utilisateurs/${others.CLIENT!.id}/statut`, admin.headers, {
      statut: 'X',
    });
    expect(statut.json()).toEqual({ message: ADMIN_MSG.statutInvalid });
    const verify = await api.put(`/api/admin/livreurs/${others.LIVREUR!.id}/verification`, admin.headers, {
      isVerified: 'oui',
    });
    expect(verify.json()).toEqual({ message: ADMIN_MSG.isVerifiedRequired });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"prenom":',
    });
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { message: 'Requête invalide : le corps JSON est mal formé.' },
    ]);
  });
});
