import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUser, createVille, login, type TestUser } from './helpers/factories.ts';

let t: TestApp;
let villeId: number;
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  villeId = (await createVille(t.database.db, 'Bassam')).id;
  admin = await createUser(t.database.db, 'ADMIN', { villeId });
  adminToken = await login(t.app, admin);
});
afterAll(() => t.close());

/** A signed-in client. */
async function signedIn() {
  const user = await createUser(t.database.db, 'CLIENT', { villeId, prenom: 'Aya' });
  return { user, token: await login(t.app, user) };
}

const getUser = (id: number | string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, ...(token ? { headers: bearer(token) } : {}) });

const putUser = (id: number, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload });

const changePassword = (id: number, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/change-password`, headers: bearer(token), payload });

describe('POST /api/users/:id/change-password', () => {
  const NEW_PASSWORD = 'Nouveau@2026';

  it('refuses a wrong current password with 400', async () => {
    const { user, token } = await signedIn();
    const res = await changePassword(user.id, token, {
      currentPassword: 'Mauvais@2026',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.currentPasswordWrong });
    await expect(login(t.app, user)).resolves.toEqual(expect.any(String));
  });

  it('delays guessing the current password after 3 wrong tries, even with the right one next', async () => {
    const { user, token } = await signedIn();
    for (let i = 0; i < 3; i++) {
      const res = await changePassword(user.id, token, {
        currentPassword: `Devine@${i}000`,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await changePassword(user.id, token, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: MSG.retryIn(1) });
    await expect(login(t.app, user)).resolves.toEqual(expect.any(String));
  });

  it('refuses a weak new password with the password rule', async () => {
    const { user, token } = await signedIn();
    const res = await changePassword(user.id, token, {
      currentPassword: user.password,
      newPassword: 'motdepasse',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.password });
  });

  it('refuses the current password as the new one', async () => {
    const { user, token } = await signedIn();
    const res = await changePassword(user.id, token, {
      currentPassword: user.password,
      newPassword: user.password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.samePassword });
  });

  it.each([
    ['nothing', {}],
    ['no new password', { currentPassword: 'Secret@2026' }],
    ['no current password', { newPassword: NEW_PASSWORD }],
    ['empty fields', { currentPassword: '', newPassword: '' }],
  ])('asks to fill all fields when given %s', async (_label, payload) => {
    const { user, token } = await signedIn();
    const res = await changePassword(user.id, token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fillAllFields });
  });

  it('hands a new token and ends the old session', async () => {
    const { user, token: oldToken } = await signedIn();
    const res = await changePassword(user.id, oldToken, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; token: string }>();
    expect(body.message).toBe(MSG.passwordChanged);
    expect(body.token).not.toBe(oldToken);

    const withOld = await getUser(user.id, oldToken);
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json()).toEqual({ message: MSG.sessionExpired });
    expect((await putUser(user.id, oldToken, { prenom: 'X' })).statusCode).toBe(401);
    expect((await getUser(user.id, body.token)).statusCode).toBe(200);

    await expect(login(t.app, { telephone: user.telephone, password: NEW_PASSWORD })).resolves.toEqual(
      expect.any(String),
    );
    await expect(login(t.app, user)).rejects.toThrow(/401/);
  });

  it("refuses to change someone else's password with 403, even for an admin", async () => {
    const { token } = await signedIn();
    const { user: victim } = await signedIn();
    for (const caller of [token, adminToken]) {
      const res = await changePassword(victim.id, caller, {
        currentPassword: victim.password,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    await expect(login(t.app, victim)).resolves.toEqual(expect.any(String));
  });

  it('refuses a request without a token with 401', async () => {
    const { user } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/change-password`,
      payload: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});
