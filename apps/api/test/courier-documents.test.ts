// @files s3: the courier's ID card photos are stored privately and served to admins
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import type { CourierProfile } from '@comoe/shared/schemas/livreurs';
import type { VerificationQueuePage } from '@comoe/shared/schemas/courier-verification';
import { appWith, type TestApp } from './helpers/app.ts';
import { registerCourier } from './helpers/courier-account.ts';
import { bearer } from './helpers/factories.ts';
import { filePart, isWebp } from './helpers/multipart.ts';
import { uploadsWorld, type UploadsWorld } from './helpers/uploads.ts';

// Couriers verified from their papers (issue 20 §2): the ID card photo is private like the
// licence; the admin's queue; a refusal the courier reads and answers by sending new photos.
let t: TestApp;
let w: UploadsWorld;
let villeId: number;

beforeAll(async () => {
  ({ t, w } = await appWith(uploadsWorld));
  villeId = w.admin.villeId;
});
afterAll(() => t.close());

const admin = () => bearer(w.adminToken);
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const decide = (id: number, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/livreurs/${id}/verification`,
    headers: admin(),
    payload: body as never,
  });
const profileOf = async (headers: Record<string, string>) =>
  (await get('/api/livreurs/me', headers)).json<CourierProfile>();
const queue = async (query = '') =>
  (await get(`/api/admin/livreurs/verification${query}`, admin())).json<VerificationQueuePage>();

/** A courier signed up through the API, as the sign-up page does, then his two photos sent. */
async function courierWithPapers(prenom = 'Moussa') {
  const c = await registerCourier(t, villeId, { prenom });
  const token = c.headers.authorization.slice('Bearer '.length);
  for (const kind of ['cni', 'license']) {
    const res = await w.upload(c.id, kind, filePart(w.png), token);
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...c, token };
}

describe('ID card photos (upload kind cni)', () => {
  it('keeps the CNI private: its courier and admins read it, nobody else', async () => {
    const c = await registerCourier(t, villeId);
    const token = c.headers.authorization.slice('Bearer '.length);
    const up = await w.upload(c.id, 'cni', filePart(w.png), token);
    expect(up.statusCode).toBe(200);
    expect(up.body).toMatch(/^\/api\/files\/private\/cni\/[0-9a-f-]{36}\.webp$/);
    const own = await get(up.body, c.headers);
    expect(own.statusCode).toBe(200);
    expect(isWebp(own.rawPayload)).toBe(true);
    expect((await get(up.body, admin())).statusCode).toBe(200);

    const other = await w.signedIn('LIVREUR');
    const client = await w.signedIn('CLIENT');
    for (const someone of [other.token, client.token]) {
      const res = await get(up.body, bearer(someone));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await t.app.inject({ method: 'GET', url: up.body })).statusCode).toBe(401);
    // Another courier cannot send a document in his name.
    expect((await w.upload(c.id, 'cni', filePart(w.png), other.token)).statusCode).toBe(403);
    // Not under the licence's address either.
    const asLicence = await get(up.body.replace('/cni/', '/license/'), c.headers);
    expect(asLicence.statusCode).toBe(404);
  });

  it('refuses what is not an image, in French, and keeps nothing', async () => {
    const c = await registerCourier(t, villeId);
    const token = c.headers.authorization.slice('Bearer '.length);
    const res = await w.upload(c.id, 'cni', filePart('pas une image', 'cni.txt', 'text/plain'), token);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/image/i);
    expect((await profileOf(c.headers)).verification).toMatchObject({
      etat: 'DOCUMENTS_MANQUANTS',
      cniPhotoUrl: null,
    });
  });

  it('refuses the CNI of an account that is no courier', async () => {
    const client = await w.signedIn('CLIENT');
    const res = await w.upload(client.user.id, 'cni', filePart(w.png), client.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.uploadNeedsLivreur });
  });
});

describe('verification from the documents', () => {
  it('a courier without papers is not verified: 409 in French, and he reads what is missing', async () => {
    const c = await registerCourier(t, villeId);
    expect((await profileOf(c.headers)).verification).toEqual({
      etat: 'DOCUMENTS_MANQUANTS',
      motif: null,
      cniPhotoUrl: null,
      permisPhotoUrl: null,
      documentsAt: null,
    });
    const token = c.headers.authorization.slice('Bearer '.length);
    expect((await w.upload(c.id, 'license', filePart(w.png), token)).statusCode).toBe(200);
    const res = await decide(c.id, { isVerified: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ADMIN_MSG.verificationNeedsDocuments });
    expect((await profileOf(c.headers)).verifie).toBe(false);
    expect((await queue('?etat=DOCUMENTS_MANQUANTS&size=100')).content.map((r) => r.id)).toContain(c.id);
    expect((await queue('?size=100')).content.map((r) => r.id)).not.toContain(c.id);
  });

  it('refused with a reason, read by the courier; new photos put him back in the queue; then verified', async () => {
    const first = await courierWithPapers('Awa');
    const second = await courierWithPapers('Bakary');
    const waiting = await queue('?size=100');
    const ids = waiting.content.map((r) => r.id);
    // Oldest documents first.
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(waiting.enAttente).toBe(waiting.totalElements);
    const row = waiting.content.find((r) => r.id === first.id)!;
    expect(row).toMatchObject({ etat: 'EN_ATTENTE', prenom: 'Awa', motif: null });
    expect(row.cniPhotoUrl).toMatch(/^\/api\/files\/private\/cni\//);
    expect(row.permisPhotoUrl).toMatch(/^\/api\/files\/private\/license\//);
    expect((await profileOf(first.headers)).verification.etat).toBe('EN_ATTENTE');

    const motif = 'La photo de la CNI est floue.';
    const refused = await decide(first.id, { isVerified: false, motif });
    expect(refused.statusCode).toBe(200);
    expect((await profileOf(first.headers)).verification).toMatchObject({ etat: 'REFUSEE', motif });
    const notices = await get('/api/notifications', first.headers);
    expect(notices.body).toContain(motif);
    expect((await queue('?size=100')).content.map((r) => r.id)).not.toContain(first.id);
    expect((await queue('?etat=REFUSEE&size=100')).content.find((r) => r.id === first.id)).toMatchObject({
      etat: 'REFUSEE',
      motif,
    });
    // Still not riding.
    const riding = await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/disponibilite',
      headers: first.headers,
      payload: { disponible: true },
    });
    expect(riding.statusCode).toBe(403);
    expect(riding.json()).toEqual({ message: MSG.courierNotVerified });

    // He answers with a new ID card photo: back in the queue, behind the second courier.
    expect((await w.upload(first.id, 'cni', filePart(w.png), first.token)).statusCode).toBe(200);
    expect((await profileOf(first.headers)).verification).toMatchObject({ etat: 'EN_ATTENTE', motif: null });
    const again = (await queue('?size=100')).content.map((r) => r.id);
    expect(again.indexOf(second.id)).toBeLessThan(again.indexOf(first.id));

    const verified = await decide(first.id, { isVerified: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id: first.id, isVerified: true });
    expect((await profileOf(first.headers)).verification).toMatchObject({ etat: 'VERIFIEE', motif: null });
    expect((await queue('?size=100')).content.map((r) => r.id)).not.toContain(first.id);
    const now = await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/disponibilite',
      headers: first.headers,
      payload: { disponible: true },
    });
    expect(now.statusCode).toBe(200);
  });

  it('the queue is the admins’: other roles 403, no session 401, a bad state 400 in French', async () => {
    const courier = await w.signedIn('LIVREUR');
    const client = await w.signedIn('CLIENT');
    for (const token of [courier.token, client.token]) {
      expect((await get('/api/admin/livreurs/verification', bearer(token))).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/livreurs/verification' })).statusCode).toBe(
      401,
    );
    const bad = await get('/api/admin/livreurs/verification?etat=VERIFIEE', admin());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: ADMIN_MSG.verificationEtatInvalid });
    const verifyAsCourier = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/livreurs/${courier.user.id}/verification`,
      headers: bearer(courier.token),
      payload: { isVerified: true },
    });
    expect(verifyAsCourier.statusCode).toBe(403);
    expect((await decide(999_999, { isVerified: true })).statusCode).toBe(404);
    // A courier the factory gave papers to may be verified.
    expect((await decide(courier.user.id, { isVerified: true })).statusCode).toBe(200);
  });
});
