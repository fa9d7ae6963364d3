// @stores sqlite: the per-user upload limit is counted in memory before anything is stored
// @files disk: the uploads it counts are refused before anything is stored
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { createUser, createVille, login, multipart, type TestUser } from './helpers/factories.ts';

// Issue 10, point 3: 30 uploads a minute per user, counted on the user the token proves, never
// on how the Authorization header happens to be written.
let t: TestApp;
let villeId: number;

beforeAll(async () => ({ t, w: villeId } = await appWith(async (_app, db) => (await createVille(db)).id)));
afterAll(() => t.close());

/** An upload the limit counts, cheap to refuse afterwards: a text file is not an image. */
function upload(user: TestUser, authorization: string) {
  const body = multipart(
    {},
    { field: 'file', name: 'x.png', type: 'image/png', bytes: Buffer.from('pas une image') },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/files/upload/${user.id}/profile`,
    headers: { ...body.headers, authorization },
    payload: body.payload,
  });
}

async function client() {
  const user = await createUser(t.database.db, 'CLIENT', { villeId });
  return { user, token: await login(t.app, user) };
}

describe('the upload limit', () => {
  it('is not reset by writing the Authorization header another way', async () => {
    const { user, token } = await client();
    for (let i = 0; i < 30; i++) expect((await upload(user, `Bearer ${token}`)).statusCode).toBe(400);
    for (const header of [`Bearer  ${token}`, `Bearer ${token} `, `Bearer \t${token}`]) {
      const res = await upload(user, header);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: MSG.tooManyRequests });
    }
  });

  it('is shared by every session of the user, and not by another user', async () => {
    const { user, token } = await client();
    // Another second, another token: a token is signed with the second it was issued in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await login(t.app, user);
    expect(second).not.toBe(token);
    for (let i = 0; i < 15; i++) {
      expect((await upload(user, `Bearer ${token}`)).statusCode).toBe(400);
      expect((await upload(user, `Bearer ${second}`)).statusCode).toBe(400);
    }
    expect((await upload(user, `Bearer ${second}`)).statusCode).toBe(429);
    const other = await client();
    expect((await upload(other.user, `Bearer ${other.token}`)).statusCode).toBe(400);
  });

  it('lets exactly 30 of 200 uploads sent at once through', async () => {
    const { user, token } = await client();
    const answers = await Promise.all(Array.from({ length: 200 }, () => upload(user, `Bearer ${token}`)));
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(30);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(170);
  });

  it('answers 429 with Retry-After', async () => {
    const { user, token } = await client();
    for (let i = 0; i < 30; i++) await upload(user, `Bearer ${token}`);
    const res = await upload(user, `Bearer ${token}`);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
