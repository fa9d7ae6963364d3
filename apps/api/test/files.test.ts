import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import {
  bearer,
  createEntreprise,
  createUser,
  createVille,
  login,
  type TestUser,
} from './helpers/factories.ts';
import { filePart, isWebp, jpegImage, multipart, noisyJpeg, pngImage } from './helpers/multipart.ts';

let t: TestApp;
let villeId: number;
let admin: TestUser;
let adminToken: string;
let png: Buffer;

beforeAll(async () => {
  ({ t, w: villeId } = await appWith(async (_app, db) => (await createVille(db)).id));
  admin = await createUser(t.database.db, 'ADMIN', { villeId });
  adminToken = await login(t.app, admin);
  png = await pngImage();
});
afterAll(() => t.close());

async function signedIn(role: 'CLIENT' | 'ENTREPRISE' | 'LIVREUR' = 'CLIENT') {
  const user = await createUser(t.database.db, role, { villeId });
  return { user, token: await login(t.app, user) };
}

function upload(userId: number, kind: string, body: ReturnType<typeof multipart>, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/files/upload/${userId}/${kind}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

/** Where a public '/uploads/…' answer lives on disk. */
const publicFile = (url: string) => join(t.config.uploadsDir, url.slice('/uploads/'.length));

const photoOf = async (userId: number) =>
  (
    await t.database.db
      .selectFrom('utilisateurs')
      .select('photoProfilUrl')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).photoProfilUrl;

const entrepriseOf = (userId: number) =>
  t.database.db
    .selectFrom('entreprises')
    .select(['photoUrl', 'photoFacadeUrl'])
    .where('utilisateurId', '=', userId)
    .executeTakeFirstOrThrow();

describe('POST /api/files/upload/:userId/profile', () => {
  it('stores the photo as WebP, answers its path in plain text and sets it on the profile', async () => {
    const { user, token } = await signedIn();
    const res = await upload(user.id, 'profile', filePart(png), token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^\/uploads\/profile\/[0-9a-f-]{36}\.webp$/);

    const file = publicFile(res.body);
    expect(existsSync(file)).toBe(true);
    expect(isWebp(readFileSync(file))).toBe(true);
    expect(await photoOf(user.id)).toBe(res.body);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
    });
    expect(profile.json()).toMatchObject({ photoProfilUrl: res.body });

    const served = await t.app.inject({ method: 'GET', url: res.body });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(isWebp(served.rawPayload)).toBe(true);
  });

  it('writes 160, 320 and 640 px wide WebP thumbnails next to the photo, served for a year', async () => {
    const { user, token } = await signedIn();
    const big = await noisyJpeg(1600, 1200);
    const res = await upload(user.id, 'profile', filePart(big, 'camera.jpg', 'image/jpeg'), token);
    expect(res.statusCode).toBe(200);
    for (const width of [160, 320, 640]) {
      const url = res.body.replace(/\.webp$/, `-w${width}.webp`);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
      const { width: actual } = await sharp(served.rawPayload).metadata();
      expect(actual).toBe(width);
    }
  });

  it('accepts a JPEG whatever its declared name and type, and a phone-sized photo of about 2 MB', async () => {
    const { user, token } = await signedIn();
    const small = await upload(
      user.id,
      'profile',
      filePart(await jpegImage(), 'IMG_0001.JPG', 'application/octet-stream'),
      token,
    );
    expect(small.statusCode).toBe(200);
    const big = await noisyJpeg(1600, 1200);
    expect(big.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const res = await upload(user.id, 'profile', filePart(big, 'camera.jpg', 'image/jpeg'), token);
    expect(res.statusCode).toBe(200);
    expect(isWebp(readFileSync(publicFile(res.body)))).toBe(true);
  });

  it('deletes the previous photo when the user replaces it', async () => {
    const { user, token } = await signedIn();
    const first = (await upload(user.id, 'profile', filePart(png), token)).body;
    const second = await upload(
      user.id,
      'profile',
      filePart(await jpegImage(), 'b.jpg', 'image/jpeg'),
      token,
    );
    expect(second.statusCode).toBe(200);
    expect(second.body).not.toBe(first);
    expect(existsSync(publicFile(first))).toBe(false);
    expect(existsSync(publicFile(first.replace(/\.webp$/, '-w320.webp')))).toBe(false);
    expect(existsSync(publicFile(second.body))).toBe(true);
    expect(existsSync(publicFile(second.body.replace(/\.webp$/, '-w320.webp')))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('refuses a text file dressed as a PNG with 400, and stores nothing', async () => {
    const { user, token } = await signedIn();
    const res = await upload(
      user.id,
      'profile',
      filePart('ceci n’est pas une image\n'.repeat(20), 'photo.png', 'image/png'),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileNotImage });
    expect(await photoOf(user.id)).toBeNull();
  });

  it('refuses a small file that decodes to a huge picture (48 megapixels) with 400', async () => {
    const { user, token } = await signedIn();
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(user.id, 'profile', filePart(bomb), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileNotImage });
    expect(await photoOf(user.id)).toBeNull();
  });

  it('refuses a file over 5 MB with 413, and stores nothing', async () => {
    const { user, token } = await signedIn();
    const tooBig = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1024)]);
    const res = await upload(user.id, 'profile', filePart(tooBig), token);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.payloadTooLarge });
    expect(await photoOf(user.id)).toBeNull();
  });

  it('refuses a form without a file with 400', async () => {
    const { user, token } = await signedIn();
    const res = await upload(
      user.id,
      'profile',
      multipart([{ name: 'description', data: 'ma photo' }]),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileRequired });
  });

  it('refuses an empty file with 400', async () => {
    const { user, token } = await signedIn();
    const res = await upload(user.id, 'profile', filePart(Buffer.alloc(0)), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileRequired });
  });

  it('refuses a JSON body instead of a form with 400', async () => {
    const { user, token } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/files/upload/${user.id}/profile`,
      headers: bearer(token),
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileRequired });
  });

  it('refuses an unknown kind with 400', async () => {
    const { user, token } = await signedIn();
    const res = await upload(user.id, 'avatar', filePart(png), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.uploadKindUnknown });
  });

  it("refuses to upload into another user's profile with 403", async () => {
    const { token } = await signedIn();
    const { user: victim } = await signedIn();
    const res = await upload(victim.id, 'profile', filePart(png), token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.forbidden });
    expect(await photoOf(victim.id)).toBeNull();
  });

  it("lets an admin set someone's photo", async () => {
    const { user } = await signedIn();
    const res = await upload(user.id, 'profile', filePart(png), adminToken);
    expect(res.statusCode).toBe(200);
    expect(await photoOf(user.id)).toBe(res.body);
    expect(await photoOf(admin.id)).toBeNull();
  });

  it('answers 404 to an admin uploading for an unknown user', async () => {
    const res = await upload(987_654, 'profile', filePart(png), adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.userNotFound });
  });

  it('refuses an upload without a token with 401', async () => {
    const { user } = await signedIn();
    const res = await upload(user.id, 'profile', filePart(png));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });
});

describe('POST /api/files/upload/:userId/restaurant and facade', () => {
  it.each([
    ['restaurant', 'photoUrl'],
    ['facade', 'photoFacadeUrl'],
  ] as const)('sets the %s picture of the owner’s business', async (kind, column) => {
    const { user, token } = await signedIn('ENTREPRISE');
    await createEntreprise(t.database.db, user, { photoFacadeUrl: null });
    const res = await upload(user.id, kind, filePart(png), token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`^/uploads/${kind}/[0-9a-f-]{36}\\.webp$`));
    const row = await entrepriseOf(user.id);
    expect(row[column]).toBe(res.body);
    expect(Object.values(row).filter((v) => v !== null)).toEqual([res.body]);
    expect(isWebp(readFileSync(publicFile(res.body)))).toBe(true);
    // The profile photo is another thing.
    expect(await photoOf(user.id)).toBeNull();
  });

  it('deletes the previous main photo when the owner replaces it', async () => {
    const { user, token } = await signedIn('ENTREPRISE');
    await createEntreprise(t.database.db, user);
    const first = (await upload(user.id, 'restaurant', filePart(png), token)).body;
    const second = (await upload(user.id, 'restaurant', filePart(png), token)).body;
    expect((await entrepriseOf(user.id)).photoUrl).toBe(second);
    expect(existsSync(publicFile(first))).toBe(false);
  });

  it('keeps a demo picture another field still shows', async () => {
    // The demo seed gives a business the same picture as main photo and facade.
    const shared = '/uploads/seed/0123456789abcdef.webp';
    mkdirSync(join(t.config.uploadsDir, 'seed'), { recursive: true });
    writeFileSync(publicFile(shared), png);
    const { user, token } = await signedIn('ENTREPRISE');
    await createEntreprise(t.database.db, user, { photoUrl: shared, photoFacadeUrl: shared });
    const res = await upload(user.id, 'restaurant', filePart(png), token);
    expect(res.statusCode).toBe(200);
    expect(await entrepriseOf(user.id)).toEqual({ photoUrl: res.body, photoFacadeUrl: shared });
    expect((await t.app.inject({ method: 'GET', url: shared })).statusCode).toBe(200);
  });

  it.each(['restaurant', 'facade'])(
    'refuses a %s picture for an account without a business with 400',
    async (kind) => {
      const { user, token } = await signedIn('CLIENT');
      const before = readdirSafe(join(t.config.uploadsDir, kind));
      const res = await upload(user.id, kind, filePart(png), token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.uploadNeedsEntreprise });
      expect(readdirSafe(join(t.config.uploadsDir, kind))).toEqual(before);
    },
  );
});

function readdirSafe(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

describe('licence photos', () => {
  async function courierWithLicence() {
    const { user, token } = await signedIn('LIVREUR');
    const res = await upload(user.id, 'license', filePart(png), token);
    expect(res.statusCode).toBe(200);
    return { user, token, url: res.body };
  }

  it('keeps a courier’s licence out of the public folder', async () => {
    const { user, url } = await courierWithLicence();
    expect(url).toMatch(/^\/api\/files\/private\/license\/[0-9a-f-]{36}\.webp$/);
    const name = url.split('/').pop()!;
    expect(readdirSafe(join(t.config.uploadsDir, 'license'))).not.toContain(name);
    expect(existsSync(join(t.config.uploadsDir, name))).toBe(false);
    // Only ever shown full size to whoever may see it: no thumbnails beside it.
    expect(readdirSync(join(t.config.dataDir, 'private', 'license')).filter((f) => f.includes('-w'))).toEqual(
      [],
    );
    expect((await t.app.inject({ method: 'GET', url: `/uploads/license/${name}` })).statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('livreurs')
      .select('permisPhotoUrl')
      .where('utilisateurId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.permisPhotoUrl).toBe(url);
  });

  it('shows the licence to its courier and to admins only', async () => {
    const { token, url } = await courierWithLicence();
    const own = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(isWebp(own.rawPayload)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) })).statusCode).toBe(200);

    const { token: clientToken } = await signedIn('CLIENT');
    const { token: otherCourier } = await signedIn('LIVREUR');
    for (const other of [clientToken, otherCourier]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(other) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }

    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MSG.unauthenticated });
  });

  it('answers 404 in French when the licence file is gone from disk', async () => {
    const { token, url } = await courierWithLicence();
    rmSync(join(t.config.dataDir, 'private', 'license', url.split('/').pop()!));
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });

  it('deletes the previous licence when the courier replaces it', async () => {
    const { user, token, url: first } = await courierWithLicence();
    const second = await upload(user.id, 'license', filePart(png), token);
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first, headers: bearer(adminToken) })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: second.body, headers: bearer(adminToken) })).statusCode,
    ).toBe(200);
  });

  it.each(['00000000-0000-0000-0000-000000000000.webp', '..%2F..%2Fjwt-secret', 'x.png'])(
    'answers 404 or 400, never a file, for the name %s',
    async (name) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/files/private/license/${name}`,
        headers: bearer(adminToken),
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toEqual({ message: expect.any(String) as string });
    },
  );

  it('refuses a licence for an account that is not a courier with 400', async () => {
    const { user, token } = await signedIn('CLIENT');
    const res = await upload(user.id, 'license', filePart(png), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.uploadNeedsLivreur });
  });
});
