import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildSibling, buildTestApp, store, type TestApp } from './helpers/app.ts';
import { calls, signedIn } from './helpers/admin.ts';
import { createVille } from './helpers/factories.ts';

// The session check reads each account once, then from memory until the account changes
// (plugins/auth.ts). A change made through one API process must cut the account's sessions on
// every process: the notice travels on the event bus, through Redis between processes.

describe(`session check from memory (${store})`, () => {
  let t: TestApp;
  let villeId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    villeId = (await createVille(t.database.db, 'Bassam')).id;
  });
  afterAll(() => t.close());

  it('cuts a session served from memory as soon as the password changes', async () => {
    const api = calls(t.app);
    const client = await signedIn(t, 'CLIENT', villeId);
    const url = `/api/users/${client.id}`;
    expect((await api.get(url, client.headers)).statusCode).toBe(200);
    expect((await api.get(url, client.headers)).statusCode).toBe(200);
    const changed = await api.post(`${url}/change-password`, client.headers, {
      currentPassword: client.password,
      newPassword: 'Nouveau@2026',
    });
    expect(changed.statusCode).toBe(200);
    const old = await api.get(url, client.headers);
    expect([old.statusCode, old.json()]).toEqual([401, { message: MSG.sessionExpired }]);
    const fresh = { authorization: `Bearer ${changed.json<{ token: string }>().token}` };
    expect((await api.get(url, fresh)).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)(`session check across two API processes (Redis, ${store})`, () => {
  let t: TestApp;
  let sibling: FastifyInstance;
  let villeId: number;

  beforeAll(async () => {
    const channel = `comoe:test:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    t = await buildTestApp({ redisUrl: process.env.REDIS_URL, redisChannel: channel });
    sibling = await buildSibling(t, { redisUrl: process.env.REDIS_URL, redisChannel: channel });
    villeId = (await createVille(t.database.db, 'Bassam')).id;
  });
  afterAll(async () => {
    await sibling.close();
    await t.close();
  });

  /** Resolves when the sibling hears, through Redis, that this account changed. */
  function heardBySibling(userId: number): Promise<void> {
    return new Promise((resolve) => {
      const stop = sibling.events.subscribeAccounts(({ account }) => {
        if (account.userId !== userId) return;
        stop();
        resolve();
      });
    });
  }

  it('gives 401 on the other process to an account deactivated on this one', async () => {
    const admin = await signedIn(t, 'ADMIN', villeId);
    const client = await signedIn(t, 'CLIENT', villeId);
    const onSibling = calls(sibling);
    const url = `/api/users/${client.id}`;
    // Read once on the sibling: from now on it answers this account from memory.
    expect((await onSibling.get(url, client.headers)).statusCode).toBe(200);
    expect((await onSibling.get(url, client.headers)).statusCode).toBe(200);

    const heard = heardBySibling(client.id);
    const res = await calls(t.app).put(`/api/admin/utilisateurs/${client.id}/statut`, admin.headers, {
      statut: 'INACTIF',
      motif: 'Fraude constatée',
    });
    expect(res.statusCode).toBe(200);
    await heard;
    const cut = await onSibling.get(url, client.headers);
    expect([cut.statusCode, cut.json()]).toEqual([401, { message: MSG.sessionExpired }]);
  });

  it('gives 401 on the other process to the old token of a changed password', async () => {
    const client = await signedIn(t, 'CLIENT', villeId);
    const onSibling = calls(sibling);
    const url = `/api/users/${client.id}`;
    expect((await onSibling.get(url, client.headers)).statusCode).toBe(200);

    const heard = heardBySibling(client.id);
    const changed = await calls(t.app).post(`${url}/change-password`, client.headers, {
      currentPassword: client.password,
      newPassword: 'Nouveau@2026',
    });
    expect(changed.statusCode).toBe(200);
    await heard;
    expect((await onSibling.get(url, client.headers)).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${changed.json<{ token: string }>().token}` };
    expect((await onSibling.get(url, fresh)).statusCode).toBe(200);
  });

  it('reads every account again once its Redis subscription is back: notices sent meanwhile are lost', async () => {
    const client = await signedIn(t, 'CLIENT', villeId);
    const onSibling = calls(sibling);
    const url = `/api/users/${client.id}`;
    expect((await onSibling.get(url, client.headers)).statusCode).toBe(200);
    // Changed with no notice reaching the sibling, as when it is published while the sibling's
    // subscription is down: the sibling still answers from memory.
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', client.id)
      .execute();
    expect((await onSibling.get(url, client.headers)).statusCode).toBe(200);

    const back = new Promise<void>((resolve) => {
      const stop = sibling.events.subscribeGaps(() => {
        stop();
        resolve();
      });
    });
    (sibling.events as unknown as { sub: { disconnect: (reconnect: boolean) => void } }).sub.disconnect(true);
    await back;
    const cut = await onSibling.get(url, client.headers);
    expect([cut.statusCode, cut.json()]).toEqual([403, { message: MSG.accountDisabled }]);
  });

  it('gives 401 on the other process to a deleted admin', async () => {
    const admin = await signedIn(t, 'ADMIN', villeId);
    const other = await signedIn(t, 'ADMIN', villeId);
    const onSibling = calls(sibling);
    expect((await onSibling.get('/api/admin/users', other.headers)).statusCode).toBe(200);

    const heard = heardBySibling(other.id);
    expect((await calls(t.app).del(`/api/admin/users/${other.id}`, admin.headers)).statusCode).toBe(204);
    await heard;
    const cut = await onSibling.get('/api/admin/users', other.headers);
    expect([cut.statusCode, cut.json()]).toEqual([401, { message: MSG.sessionExpired }]);
  });
});
