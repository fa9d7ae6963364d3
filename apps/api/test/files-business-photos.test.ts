// @stores sqlite: a business's photos' bytes: the S3 run covers their storage
// @files s3: a business's main photo and facade are stored
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { createEntreprise } from './helpers/factories.ts';
import { filePart, isWebp } from './helpers/multipart.ts';
import { uploadsWorld, type UploadsWorld } from './helpers/uploads.ts';

// The main photo and facade of a business, uploaded through its owner's user id.
let t: TestApp;
let w: UploadsWorld;

beforeAll(async () => ({ t, w } = await appWith(uploadsWorld)));
afterAll(() => t.close());

describe('POST /api/files/upload/:userId/restaurant and facade', () => {
  it.each([
    ['restaurant', 'photoUrl'],
    ['facade', 'photoFacadeUrl'],
  ] as const)('sets the %s picture of the owner’s business', async (kind, column) => {
    const { user, token } = await w.signedIn('ENTREPRISE');
    await createEntreprise(t.database.db, user, { photoFacadeUrl: null });
    const res = await w.upload(user.id, kind, filePart(w.png), token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`^/uploads/${kind}/[0-9a-f-]{36}\\.webp$`));
    const row = await w.entrepriseOf(user.id);
    expect(row[column]).toBe(res.body);
    expect(Object.values(row).filter((v) => v !== null)).toEqual([res.body]);
    expect(isWebp((await w.stored.read(res.body))!)).toBe(true);
    // The profile photo is another thing.
    expect(await w.photoOf(user.id)).toBeNull();
  });

  it('deletes the previous main photo when the owner replaces it', async () => {
    const { user, token } = await w.signedIn('ENTREPRISE');
    await createEntreprise(t.database.db, user);
    const first = (await w.upload(user.id, 'restaurant', filePart(w.png), token)).body;
    const second = (await w.upload(user.id, 'restaurant', filePart(w.png), token)).body;
    expect((await w.entrepriseOf(user.id)).photoUrl).toBe(second);
    expect((await w.stored.exists(first))).toBe(false);
  });

  it('keeps a demo picture another field still shows', async () => {
    // The demo seed gives a business the same picture as main photo and facade.
    const shared = '/uploads/seed/0123456789abcdef.webp';
    await w.stored.put(shared, w.png);
    const { user, token } = await w.signedIn('ENTREPRISE');
    await createEntreprise(t.database.db, user, { photoUrl: shared, photoFacadeUrl: shared });
    const res = await w.upload(user.id, 'restaurant', filePart(w.png), token);
    expect(res.statusCode).toBe(200);
    expect(await w.entrepriseOf(user.id)).toEqual({ photoUrl: res.body, photoFacadeUrl: shared });
    expect((await t.app.inject({ method: 'GET', url: shared })).statusCode).toBe(200);
  });

  it.each(['restaurant', 'facade'])(
    'refuses a %s picture for an account without a business with 400',
    async (kind) => {
      const { user, token } = await w.signedIn('CLIENT');
      const before = (await w.stored.names(`uploads/${kind}`));
      const res = await w.upload(user.id, kind, filePart(w.png), token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.uploadNeedsEntreprise });
      expect((await w.stored.names(`uploads/${kind}`))).toEqual(before);
    },
  );
});
