// @files s3: the courier's photo is stored and replaced
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { latestBirthDate } from '@comoe/shared/validation';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import { registerCourier } from './helpers/courier-account.ts';
import { uniquePhone } from './helpers/factories.ts';
import { type Market, marketplace } from './helpers/marketplace.ts';
import { filePart, pngImage } from './helpers/multipart.ts';

// The courier's profile and card data (issue 8 "Profile and the printable card"; spec part 2
// §7 GET/PUT /api/livreurs/me; design §12: the matricule is the server's).
let t: TestApp;
let m: Market;

beforeAll(async () => ({ t, w: m } = await appWith(marketplace)));
afterAll(() => t.close());

const getMe = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/livreurs/me', headers });
const putMe = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/livreurs/me', headers, payload: payload as object });

function form(overrides: Record<string, unknown> = {}) {
  return {
    nom: 'Koné',
    prenom: 'Moussa',
    telephone: uniquePhone(),
    dateNaissance: '1995-06-15',
    cni: 'CI 0012-3456',
    permis: 'B-778899',
    ...overrides,
  };
}

describe('GET /api/livreurs/me', () => {
  it('answers the profile of a courier signed up through the API, with the matricule the server issued', async () => {
    const c = await registerCourier(t, m.ville.id);
    const res = await getMe(c.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'nom',
        'prenom',
        'telephone',
        'dateNaissance',
        'cni',
        'permis',
        'matricule',
        'urlPhoto',
        'typeTransport',
        'villeId',
        'disponible',
        'verifie',
        'statut',
        'dateInscription',
        'verification',
        'jetonCarte',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: c.id,
      nom: 'Koné',
      prenom: 'Moussa',
      telephone: c.telephone,
      dateNaissance: '1995-06-15',
      cni: null,
      permis: null,
      urlPhoto: null,
      typeTransport: 'SCOOTER',
      villeId: m.ville.id,
      disponible: false,
      verifie: false,
      statut: 'ACTIF',
    });
    expect(body.matricule).toMatch(new RegExp(`^LIV-\\d{4}-${String(c.id).padStart(6, '0')}$`));
    // The card's secret: 128 random bits, base64url.
    expect(body.jetonCarte).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Math.abs(Date.parse(body.dateInscription as string) - Date.now())).toBeLessThan(60_000);
    expect(res.body).not.toMatch(/motDePasse|Hash|tokenVersion/);
  });

  it('is for couriers only', async () => {
    for (const who of [m.client, m.owner, m.admin]) {
      const res = await getMe(who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/livreurs/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MSG.unauthenticated });
  });
});

describe('PUT /api/livreurs/me', () => {
  it('saves the form and answers the profile; the matricule may come back unchanged or not at all', async () => {
    const c = await registerCourier(t, m.ville.id);
    const { matricule } = (await getMe(c.headers)).json<{ matricule: string }>();
    const telephone = uniquePhone();
    const res = await putMe(
      c.headers,
      form({ telephone: telephone.replace(/(\d{2})/g, '$1 ').trim(), matricule }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: c.id,
      nom: 'Koné',
      prenom: 'Moussa',
      telephone,
      dateNaissance: '1995-06-15',
      cni: 'CI 0012-3456',
      permis: 'B-778899',
      matricule,
    });
    expect((await getMe(c.headers)).json()).toEqual(res.json());

    const withoutMatricule = await putMe(c.headers, form({ telephone, nom: 'Konan', cni: '', permis: null }));
    expect(withoutMatricule.statusCode).toBe(200);
    expect(withoutMatricule.json()).toMatchObject({ nom: 'Konan', cni: null, permis: null, matricule });
    expect((await putMe(c.headers, form({ telephone, matricule: null }))).statusCode).toBe(200);
  });

  it('refuses another matricule with a clear 400 and changes nothing', async () => {
    const c = await registerCourier(t, m.ville.id);
    const before = (await getMe(c.headers)).json<{ matricule: string }>();
    const res = await putMe(c.headers, form({ nom: 'Autre', matricule: 'LIV-2026-999999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.matriculeReadOnly });
    expect((await getMe(c.headers)).json()).toEqual(before);
  });

  it('keeps the photo the upload saved, and refuses any other address', async () => {
    const c = await registerCourier(t, m.ville.id);
    const upload = filePart(await pngImage());
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/files/upload/${c.id}/profile`,
      headers: { ...c.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(up.statusCode).toBe(200);
    const photo = up.body;
    const telephone = uniquePhone();
    const ok = await putMe(c.headers, form({ telephone, photo }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ urlPhoto: photo });
    for (const other of ['https://exemple.com/moi.png', '/uploads/profile/autre.webp']) {
      const res = await putMe(c.headers, form({ telephone, photo: other }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.courierPhotoViaUpload });
    }
    // Left out: the photo stays.
    expect((await putMe(c.headers, form({ telephone }))).json()).toMatchObject({ urlPhoto: photo });
  });

  it("refuses another account's phone number with 409", async () => {
    const c = await registerCourier(t, m.ville.id);
    const res = await putMe(c.headers, form({ telephone: m.client.telephone }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.phoneTaken });
    expect((await getMe(c.headers)).json()).toMatchObject({ telephone: c.telephone, cni: null });
  });

  it.each([
    [{ nom: '  ' }, MSG.nomRequired],
    [{ prenom: undefined }, MSG.prenomRequired],
    [{ telephone: '0700' }, MSG.phone],
    [{ telephone: undefined }, MSG.telephoneRequired],
    [{ dateNaissance: '' }, MSG.birthDateRequired],
    [{ dateNaissance: undefined }, MSG.birthDateRequired],
    [{ dateNaissance: '15/06/1995' }, MSG.birthDateInvalid],
    [{ dateNaissance: '1899-12-31' }, MSG.birthDateInvalid],
    [{ dateNaissance: '2026-02-30x' }, MSG.birthDateInvalid],
    [{ dateNaissance: new Date().toISOString().slice(0, 10) }, MSG.birthDateTooRecent],
    [{ cni: '<script>' }, MSG.cniInvalid],
    [{ permis: 'B;DROP' }, MSG.permisInvalid],
    [{ cni: 'A'.repeat(41) }, MSG.textTooLong(40)],
    [{ cni: 12 }, MSG.cniInvalid],
    [{ matricule: 42 }, MSG.matriculeReadOnly],
    [{ photo: 42 }, MSG.courierPhotoViaUpload],
  ])('refuses %j with 400 and a French message', async (overrides, message) => {
    const res = await putMe(m.courier.headers, form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('accepts the latest birth date allowed (10 years old today)', async () => {
    const res = await putMe(m.courier.headers, form({ dateNaissance: latestBirthDate() }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON, and other roles', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/me',
      headers: { ...m.courier.headers, 'content-type': 'application/json' },
      payload: '{"nom":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Requête invalide : le corps JSON est mal formé.' });
    for (const who of [m.client, m.owner, m.admin])
      expect((await putMe(who.headers, form())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/livreurs/me', payload: form() })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/livreurs/position', () => {
  const put = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/livreurs/position', headers, payload: payload as object });

  it('records where the courier is, and when', async () => {
    const c = m.courier;
    const res = await put(c.headers, { latitude: 5.2012, longitude: -3.7391 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ positionAt: string }>();
    expect(body).toMatchObject({ latitude: 5.2012, longitude: -3.7391 });
    expect(Math.abs(Date.parse(body.positionAt) - Date.now())).toBeLessThan(60_000);
    const row = await t.database.db
      .selectFrom('livreurs')
      .select(['latitude', 'longitude', 'positionAt'])
      .where('utilisateurId', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ latitude: 5.2012, longitude: -3.7391, positionAt: new Date(body.positionAt) });
  });

  it.each([
    [{}, MSG.positionRequired],
    [{ latitude: 5.2 }, MSG.positionRequired],
    [{ longitude: -3.7 }, MSG.positionRequired],
    [{ latitude: 90.5, longitude: 0 }, MSG.latitudeInvalid],
    [{ latitude: -91, longitude: 0 }, MSG.latitudeInvalid],
    [{ latitude: '5.2', longitude: -3.7 }, MSG.latitudeInvalid],
    [{ latitude: null, longitude: -3.7 }, MSG.latitudeInvalid],
    [{ latitude: 5.2, longitude: 180.01 }, MSG.longitudeInvalid],
    [{ latitude: 5.2, longitude: 'ouest' }, MSG.longitudeInvalid],
  ])('refuses %j with 400 and a French message', async (payload, message) => {
    const res = await put(m.courier.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('is for couriers only', async () => {
    for (const who of [m.client, m.owner, m.admin]) {
      expect((await put(who.headers, { latitude: 5, longitude: -3 })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/livreurs/position',
      payload: { latitude: 5, longitude: -3 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
