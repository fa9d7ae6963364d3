// @files s3: the owner's facade, logo and product photos are stored and replaced
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import { storedFiles } from './helpers/stored-files.ts';
import { businessWorld, HUGE_ID, strangers, UNKNOWN_ID, type World } from './helpers/business.ts';
import { bearer, createProduit, createUser, login, TEST_FACADE } from './helpers/factories.ts';
import { filePart, isWebp, multipart, pngImage } from './helpers/multipart.ts';

// The owner's pictures: facade and logo of the business, photo of a product.
let t: TestApp;
let w: World;
let png: Buffer;

beforeAll(async () => {
  ({ t, w } = await appWith(businessWorld));
  png = await pngImage();
});
afterAll(() => t.close());

const send = (url: string, body: ReturnType<typeof multipart>, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...headers }, payload: body.payload });
const picture = (kind: string, body = filePart(png), headers?: Headers) =>
  send(`/api/files/upload/entreprise/${kind}`, body, headers);
const productPhoto = (id: number | string, body = filePart(png), headers?: Headers) =>
  send(`/api/files/upload/product/${id}`, body, headers);

const files = () => storedFiles(t);
const own = () =>
  t.database.db
    .selectFrom('entreprises')
    .select(['photoFacadeUrl', 'logoUrl'])
    .where('id', '=', w.owner.entreprise.id)
    .executeTakeFirstOrThrow();
const photoOf = async (id: number) =>
  (
    await t.database.db
      .selectFrom('produits')
      .select('photoUrl')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).photoUrl;

describe('POST /api/files/upload/entreprise/:kind', () => {
  it('stores the facade as WebP, answers its path as text and keeps the demo picture it replaces', async () => {
    await files().put(TEST_FACADE, png);
    const res = await picture('facade');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^\/uploads\/facade\/[0-9a-f-]{36}\.webp$/);
    expect(isWebp((await files().read(res.body))!)).toBe(true);
    expect((await own()).photoFacadeUrl).toBe(res.body);
    expect(await files().exists(TEST_FACADE)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/entreprises/me', headers: w.owner.headers });
    expect(me.json()).toMatchObject({ photoFacadeUrl: res.body, profilComplet: true });
  });

  it('sets the logo, and deletes the uploaded logo a new one replaces', async () => {
    const first = await picture('logo');
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/^\/uploads\/logo\/[0-9a-f-]{36}\.webp$/);
    const second = await picture('logo');
    expect((await own()).logoUrl).toBe(second.body);
    expect(await files().exists(first.body)).toBe(false);
    expect(await files().exists(second.body)).toBe(true);
  });

  it('judges the file by its bytes: a text file named x.png is refused, nothing changes', async () => {
    const before = await own();
    const res = await picture('facade', filePart('pas une image\n'.repeat(30), 'x.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileNotImage });
    expect(await own()).toEqual(before);
  });

  it.each([
    ['an empty file', filePart(Buffer.alloc(0)), MSG.fileRequired],
    ['a form without a file', multipart([{ name: 'description', data: 'façade' }]), MSG.fileRequired],
  ])('refuses %s with 400', async (_what, body, message) => {
    const res = await picture('logo', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses an unknown kind and a JSON body with 400', async () => {
    expect((await picture('avatar')).json()).toEqual({ message: MSG.uploadKindUnknown });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/entreprise/facade',
      headers: w.owner.headers,
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: MSG.fileRequired });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const res = await picture('facade', filePart(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)])));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.payloadTooLarge });
  });

  it('is for business owners with a business', async () => {
    for (const headers of [w.client.headers, w.courier.headers, w.admin.headers]) {
      expect((await picture('facade', filePart(png), headers)).statusCode).toBe(403);
    }
    expect((await picture('facade', filePart(png), {})).statusCode).toBe(401);
    const bare = await createUser(t.database.db, 'ENTREPRISE', { villeId: w.ville.id });
    const res = await picture('facade', filePart(png), bearer(await login(t.app, bare)));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.entrepriseMissing });
  });

  it('allows 30 uploads a minute per session, as the other upload route, then answers 429', async () => {
    const owner = await w.anotherOwner();
    const text = () => filePart('pas une image', 'x.png', 'image/png');
    for (let i = 0; i < 30; i++) expect((await picture('logo', text(), owner.headers)).statusCode).toBe(400);
    const limited = await picture('logo', filePart(png), owner.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MSG.tooManyRequests });
    // Another session is not held back.
    expect((await picture('logo', filePart(png))).statusCode).toBe(200);
  });

  it('lives beside /api/files/upload/:userId/:kind, which still works', async () => {
    const profile = await send(`/api/files/upload/${w.owner.id}/profile`, filePart(png));
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toMatch(/^\/uploads\/profile\//);
    const facade = await send(`/api/files/upload/${w.owner.id}/facade`, filePart(png));
    expect(facade.statusCode).toBe(200);
    expect((await own()).photoFacadeUrl).toBe(facade.body);
  });
});

describe('POST /api/files/upload/product/:productId', () => {
  it("sets the product's photo, shows it in the menus, and deletes the one it replaces", async () => {
    const p = await createProduit(t.database.db, w.owner.entreprise.id, { nom: 'Attiéké poisson' });
    const first = await productPhoto(p.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/plain/);
    expect(first.body).toMatch(/^\/uploads\/product\/[0-9a-f-]{36}\.webp$/);
    expect(await photoOf(p.id)).toBe(first.body);

    const second = await productPhoto(p.id);
    expect(await files().exists(first.body)).toBe(false);
    const menu = await t.app.inject({
      method: 'GET',
      url: `/api/produits/entreprise_prod_cate/${w.owner.entreprise.id}`,
      headers: w.client.headers,
    });
    expect(menu.json<Array<{ id: number; photo: string }>>().find((x) => x.id === p.id)?.photo).toBe(
      second.body,
    );

    // The edit form sends the product's own photo back: accepted, file kept.
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/produits/${p.id}`,
      headers: w.owner.headers,
      payload: { photo: second.body, prix: 2000 },
    });
    expect(kept.statusCode).toBe(200);
    expect(await files().exists(second.body)).toBe(true);
    // Deleting the product deletes its photo.
    await t.app.inject({ method: 'DELETE', url: `/api/produits/${p.id}`, headers: w.owner.headers });
    expect(await files().exists(second.body)).toBe(false);
  });

  it('refuses a text file named x.png with 400 and keeps the photo', async () => {
    const p = await createProduit(t.database.db, w.owner.entreprise.id);
    const res = await productPhoto(p.id, filePart('texte', 'x.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileNotImage });
    expect(await photoOf(p.id)).toBeNull();
  });

  it("keeps everyone but the owner away from a product's photo", async () => {
    const p = await createProduit(t.database.db, w.owner.entreprise.id);
    for (const { who, headers } of strangers(w)) {
      expect((await productPhoto(p.id, filePart(png), headers)).statusCode, who).toBe(403);
    }
    expect((await productPhoto(p.id, filePart(png), w.admin.headers)).statusCode).toBe(403);
    expect((await productPhoto(p.id, filePart(png), {})).statusCode).toBe(401);
    expect(await photoOf(p.id)).toBeNull();
    expect((await productPhoto(UNKNOWN_ID)).json()).toEqual({ message: MSG.produitNotFound });
    for (const id of [HUGE_ID, 'abc']) expect([400, 404]).toContain((await productPhoto(id)).statusCode);
  });
});
