// @stores sqlite: the photo's bytes (WebP, thumbnails, refusals): the S3 run covers its storage
// @files s3: profile photos are stored as WebP with thumbnails and replaced
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/factories.ts';
import { filePart, isWebp, jpegImage, multipart, noisyJpeg } from './helpers/multipart.ts';
import { uploadsWorld, type UploadsWorld } from './helpers/uploads.ts';

// A user's profile photo: stored as WebP with thumbnails, replaced, refused when it is no photo or not theirs.
let t: TestApp;
let w: UploadsWorld;

beforeAll(async () => ({ t, w } = await appWith(uploadsWorld)));
afterAll(() => t.close());

describe('POST /api/files/upload/:userId/profile', () => {
  it('stores the photo as WebP, answers its path in plain text and sets it on the profile', async () => {
    const { user, token } = await w.signedIn();
    const res = await w.upload(user.id, 'profile', filePart(w.png), token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^\/uploads\/profile\/[0-9a-f-]{36}\.webp$/);

    expect(isWebp((await w.stored.read(res.body))!)).toBe(true);
    expect(await w.photoOf(user.id)).toBe(res.body);
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
    const { user, token } = await w.signedIn();
    const big = await noisyJpeg(1600, 1200);
    const res = await w.upload(user.id, 'profile', filePart(big, 'camera.jpg', 'image/jpeg'), token);
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
    const { user, token } = await w.signedIn();
    const small = await w.upload(
      user.id,
      'profile',
      filePart(await jpegImage(), 'IMG_0001.JPG', 'application/octet-stream'),
      token,
    );
    expect(small.statusCode).toBe(200);
    const big = await noisyJpeg(1600, 1200);
    expect(big.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const res = await w.upload(user.id, 'profile', filePart(big, 'camera.jpg', 'image/jpeg'), token);
    expect(res.statusCode).toBe(200);
    expect(isWebp((await w.stored.read(res.body))!)).toBe(true);
  });

  it('deletes the previous photo when the user replaces it', async () => {
    const { user, token } = await w.signedIn();
    const first = (await w.upload(user.id, 'profile', filePart(w.png), token)).body;
    const second = await w.upload(
      user.id,
      'profile',
      filePart(await jpegImage(), 'b.jpg', 'image/jpeg'),
      token,
    );
    expect(second.statusCode).toBe(200);
    expect(second.body).not.toBe(first);
    expect((await w.stored.exists(first))).toBe(false);
    expect((await w.stored.exists(first.replace(/\.webp$/, '-w320.webp')))).toBe(false);
    expect((await w.stored.exists(second.body))).toBe(true);
    expect((await w.stored.exists(second.body.replace(/\.webp$/, '-w320.webp')))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('refuses a text file dressed as a PNG with 400, and stores nothing', async () => {
    const { user, token } = await w.signedIn();
    const res = await w.upload(
      user.id,
      'profile',
      filePart('ceci n’est pas une image\n'.repeat(20), 'photo.png', 'image/png'),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileNotImage });
    expect(await w.photoOf(user.id)).toBeNull();
  });

  it('refuses a small file that decodes to a huge picture (48 megapixels) with 400', async () => {
    const { user, token } = await w.signedIn();
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await w.upload(user.id, 'profile', filePart(bomb), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileNotImage });
    expect(await w.photoOf(user.id)).toBeNull();
  });

  it('refuses a file over 5 MB with 413, and stores nothing', async () => {
    const { user, token } = await w.signedIn();
    const tooBig = Buffer.concat([w.png, Buffer.alloc(5 * 1024 * 1024 + 1024)]);
    const res = await w.upload(user.id, 'profile', filePart(tooBig), token);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.payloadTooLarge });
    expect(await w.photoOf(user.id)).toBeNull();
  });

  it('refuses a form without a file with 400', async () => {
    const { user, token } = await w.signedIn();
    const res = await w.upload(
      user.id,
      'profile',
      multipart([{ name: 'description', data: 'ma photo' }]),
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileRequired });
  });

  it('refuses an empty file with 400', async () => {
    const { user, token } = await w.signedIn();
    const res = await w.upload(user.id, 'profile', filePart(Buffer.alloc(0)), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileRequired });
  });

  it('refuses a JSON body instead of a form with 400', async () => {
    const { user, token } = await w.signedIn();
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
    const { user, token } = await w.signedIn();
    const res = await w.upload(user.id, 'avatar', filePart(w.png), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.uploadKindUnknown });
  });

  it("refuses to upload into another user's profile with 403", async () => {
    const { token } = await w.signedIn();
    const { user: victim } = await w.signedIn();
    const res = await w.upload(victim.id, 'profile', filePart(w.png), token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.forbidden });
    expect(await w.photoOf(victim.id)).toBeNull();
  });

  it("lets an admin set someone's photo", async () => {
    const { user } = await w.signedIn();
    const res = await w.upload(user.id, 'profile', filePart(w.png), w.adminToken);
    expect(res.statusCode).toBe(200);
    expect(await w.photoOf(user.id)).toBe(res.body);
    expect(await w.photoOf(w.admin.id)).toBeNull();
  });

  it('answers 404 to an admin uploading for an unknown user', async () => {
    const res = await w.upload(987_654, 'profile', filePart(w.png), w.adminToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.userNotFound });
  });

  it('refuses an upload without a token with 401', async () => {
    const { user } = await w.signedIn();
    const res = await w.upload(user.id, 'profile', filePart(w.png));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });
});
