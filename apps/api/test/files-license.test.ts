// @stores sqlite: the licence photo's privacy: the S3 run covers its storage
// @files s3: the licence photo is stored out of the public folder
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/factories.ts';
import { filePart, isWebp } from './helpers/multipart.ts';
import { uploadsWorld, type UploadsWorld } from './helpers/uploads.ts';

// A courier's licence photo: kept out of the public folder, shown to its courier and admins only.
let t: TestApp;
let w: UploadsWorld;

beforeAll(async () => ({ t, w } = await appWith(uploadsWorld)));
afterAll(() => t.close());

describe('licence photos', () => {
  async function courierWithLicence() {
    const { user, token } = await w.signedIn('LIVREUR');
    const res = await w.upload(user.id, 'license', filePart(w.png), token);
    expect(res.statusCode).toBe(200);
    return { user, token, url: res.body };
  }

  it('keeps a courier’s licence out of the public folder', async () => {
    const { user, url } = await courierWithLicence();
    expect(url).toMatch(/^\/api\/files\/private\/license\/[0-9a-f-]{36}\.webp$/);
    const name = url.split('/').pop()!;
    expect(await w.stored.names('uploads/license')).toEqual([]);
    expect(await w.stored.exists(`/uploads/${name}`)).toBe(false);
    // Only ever shown full size to whoever may see it: no thumbnails beside it.
    expect(await w.stored.names('private/license')).toContain(name);
    expect((await w.stored.names('private/license')).filter((f) => f.includes('-w'))).toEqual([]);
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

    expect((await t.app.inject({ method: 'GET', url, headers: bearer(w.adminToken) })).statusCode).toBe(200);

    const { token: clientToken } = await w.signedIn('CLIENT');
    const { token: otherCourier } = await w.signedIn('LIVREUR');
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
    await w.stored.remove(url);
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notFound });
  });

  it('deletes the previous licence when the courier replaces it', async () => {
    const { user, token, url: first } = await courierWithLicence();
    const second = await w.upload(user.id, 'license', filePart(w.png), token);
    expect(second.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: first, headers: bearer(w.adminToken) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: second.body, headers: bearer(w.adminToken) })).statusCode,
    ).toBe(200);
  });

  it.each(['00000000-0000-0000-0000-000000000000.webp', '..%2F..%2Fjwt-secret', 'x.png'])(
    'answers 404 or 400, never a file, for the name %s',
    async (name) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/files/private/license/${name}`,
        headers: bearer(w.adminToken),
      });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toEqual({ message: expect.any(String) as string });
    },
  );

  it('refuses a licence for an account that is not a courier with 400', async () => {
    const { user, token } = await w.signedIn('CLIENT');
    const res = await w.upload(user.id, 'license', filePart(w.png), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.uploadNeedsLivreur });
  });
});
