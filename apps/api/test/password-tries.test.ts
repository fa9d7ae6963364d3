import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import type { Config } from '../src/config.ts';
import { buildSibling, buildTestApp, type TestApp } from './helpers/app.ts';
import { createUser, createVille, login, type TestUser } from './helpers/factories.ts';

// Issue 10, point 2: password guessing (login, password change) is limited in the store every
// process shares, the try taken before the hash is checked: 3 free tries per account, then 1 s,
// 2 s, 4 s… up to a minute; 10 tries per account and address, then 15 minutes for that address.
const GUESSES = 200;
const WRONG = 'Mauvais@2026';
const NEW_PASSWORD = 'Nouveau@2026';

const stores: Array<[string, () => Partial<Config>]> = [['the database', () => ({})]];
if (process.env.REDIS_URL) {
  const channel = `comoe:test:essais:${Date.now()}:${Math.random().toString(36).slice(2)}`;
  stores.push(['Redis', () => ({ redisUrl: process.env.REDIS_URL, redisChannel: channel })]);
}

describe.each(stores)('password tries counted in %s', (_, storeConfig) => {
  let t: TestApp;
  let sibling: FastifyInstance;
  let villeId: number;
  /** Both instances read this clock: tests move it instead of waiting. */
  let now = Date.now();
  const clock = () => now;

  beforeAll(async () => {
    t = await buildTestApp({ rateLimitPerMinute: 1_000_000, ...storeConfig() }, { clock });
    sibling = await buildSibling(t, {}, { clock });
    villeId = (await createVille(t.database.db)).id;
  });
  afterAll(async () => {
    await sibling.close();
    await t.close();
  });

  const client = () => createUser(t.database.db, 'CLIENT', { villeId });

  function tryLogin(user: TestUser, motDePasse: string, app = t.app, remoteAddress = '198.51.100.1') {
    return app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { telephone: user.telephone, motDePasse },
    });
  }

  /** Exactly `checked` answers `status` with `message`; every other one is told to wait `seconds`. */
  function expectOnly(answers: LightMyRequestResponse[], checked: number, status: number, message: string) {
    const tried = answers.filter((a) => a.statusCode === status);
    const waiting = answers.filter((a) => a.statusCode === 429);
    expect(tried).toHaveLength(checked);
    for (const a of tried) expect(a.json()).toEqual({ message });
    expect(waiting).toHaveLength(answers.length - checked);
    for (const a of waiting) {
      expect(a.json()).toEqual({ message: MSG.retryIn(1) });
      expect(a.headers['retry-after']).toBe('1');
    }
  }

  /** 200 wrong guesses. */
  const guesses = () => Array.from({ length: GUESSES }, (_, i) => `${WRONG}${i}`);

  describe('at login', () => {
    it.each([
      ['one instance', () => [t.app]],
      ['two instances on one database', () => [t.app, sibling]],
    ])(
      'checks 3 of 200 guesses sent at once; then the right password waits, on either instance (%s)',
      async (__, apps) => {
        const user = await client();
        const instances = apps();
        const answers = await Promise.all(
          guesses().map((p, i) => tryLogin(user, p, instances[i % instances.length])),
        );
        expectOnly(answers, 3, 401, MSG.badCredentials);
        // The other instance refuses too, the right password included, until the delay ends.
        const refused = await tryLogin(user, user.password, sibling);
        expect(refused.statusCode).toBe(429);
        now += 1000;
        expect((await tryLogin(user, user.password, sibling)).statusCode).toBe(200);
      },
    );

    it('counts unknown phones the same way', async () => {
      const ghost: TestUser = { id: 0, telephone: '0599999999', password: WRONG, role: 'CLIENT', villeId };
      const answers = await Promise.all(guesses().map((p) => tryLogin(ghost, p)));
      expectOnly(answers, 3, 401, MSG.badCredentials);
    });

    it('doubles the delay after each failure past the third, up to a minute', async () => {
      const user = await client();
      for (let i = 0; i < 3; i++) expect((await tryLogin(user, WRONG)).statusCode).toBe(401);
      for (const seconds of [1, 2, 4, 8, 16, 32]) {
        const early = await tryLogin(user, user.password);
        expect(early.statusCode).toBe(429);
        expect(early.headers['retry-after']).toBe(String(seconds));
        expect(early.json()).toEqual({ message: MSG.retryIn(seconds) });
        now += seconds * 1000 - 1;
        expect((await tryLogin(user, user.password)).statusCode).toBe(429);
        now += 1;
        expect((await tryLogin(user, WRONG)).statusCode).toBe(401);
      }
      const capped = await tryLogin(user, user.password);
      expect(capped.headers['retry-after']).toBe('60');
      expect(capped.json()).toEqual({ message: MSG.retryIn(60) });
    });

    it('never lets a stranger lock the owner out: their address waits 15 minutes, the owner a minute at most', async () => {
      const user = await client();
      const stranger = '203.0.113.66';
      let failures = 0;
      while (failures < 10) {
        const res = await tryLogin(user, WRONG, t.app, stranger);
        if (res.statusCode === 401) failures += 1;
        else now += Number(res.headers['retry-after']) * 1000;
      }
      now += 60_000;
      const blocked = await tryLogin(user, user.password, t.app, stranger);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(13 * 60);
      expect(blocked.json<{ message: string }>().message).toMatch(/minutes\.$/);
      // The owner, on another network, gets in with the right password.
      const owner = await tryLogin(user, user.password, sibling, '198.51.100.200');
      expect(owner.statusCode).toBe(200);
    });

    it('gives the owner back the tries refused during a delay', async () => {
      const user = await client();
      for (let i = 0; i < 3; i++) await tryLogin(user, WRONG);
      // Twenty taps while the delay runs are not tries: they do not use up the address's ten.
      for (let i = 0; i < 20; i++) expect((await tryLogin(user, user.password)).statusCode).toBe(429);
      now += 1000;
      expect((await tryLogin(user, user.password)).statusCode).toBe(200);
    });
  });

  describe('at a password change', () => {
    async function signedIn() {
      const user = await client();
      return { user, token: await login(t.app, user) };
    }
    const change = (app: FastifyInstance, id: number, token: string, currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: `/api/users/${id}/change-password`,
        headers: { authorization: `Bearer ${token}` },
        payload: { currentPassword, newPassword: NEW_PASSWORD },
      });

    it.each([
      ['one instance', () => [t.app]],
      ['two instances on one database', () => [t.app, sibling]],
    ])('checks 3 of 200 current passwords sent at once; then the right one waits (%s)', async (__, apps) => {
      const { user, token } = await signedIn();
      const instances = apps();
      const answers = await Promise.all(
        guesses().map((p, i) => change(instances[i % instances.length]!, user.id, token, p)),
      );
      expectOnly(answers, 3, 400, MSG.currentPasswordWrong);
      expect((await change(sibling, user.id, token, user.password)).statusCode).toBe(429);
      now += 1000;
      const done = await change(sibling, user.id, token, user.password);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ message: MSG.passwordChanged });
    });
  });
});
