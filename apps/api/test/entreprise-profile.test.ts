// @files s3: the profile form keeps or replaces the business's stored pictures
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { NEW_CATEGORY, UPLOADED_IMAGE_ONLY } from '@comoe/shared/schemas/entreprise-profile';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import { storedFiles } from './helpers/stored-files.ts';
import { businessWorld, HUGE_ID, strangers, UNKNOWN_ID, type World } from './helpers/business.ts';
import { createCategorieEntreprise, TEST_FACADE } from './helpers/factories.ts';
import { filePart, pngImage } from './helpers/multipart.ts';

// The owner's settings (spec part 2 §5): 'Modifier le profil de l'entreprise'.
let t: TestApp;
let w: World;
let maquis: { id: number; nom: string };

beforeAll(async () => {
  ({ t, w } = await appWith(businessWorld));
  maquis = await createCategorieEntreprise(t.database.db, 'Maquis');
});
afterAll(() => t.close());

const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/entreprises/me', headers });
const put = (id: number | string, payload: unknown, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/entreprises/${id}`, headers, payload: payload as object });

/** The settings form, filled. */
function profile(overrides: Record<string, unknown> = {}) {
  return {
    nom: 'Chez Tantie Awa',
    description: 'Le maquis familial du Quartier France.',
    adresse: 'Quartier France, Bassam',
    email: 'awa@example.ci',
    telephone: '+225 07 00 00 00 02',
    type: 'RESTAURANT',
    villeId: w.ville.id,
    categorieId: maquis.id,
    typeCuisine: 'Ivoirienne',
    photoFacadeUrl: TEST_FACADE,
    logoUrl: null,
    latitude: 5.2,
    longitude: -3.74,
    ...overrides,
  };
}

describe('GET /api/entreprises/me', () => {
  it('answers the business with its category name and whether its profile is complete', async () => {
    const res = await me(w.owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: w.owner.entreprise.id,
      utilisateurId: w.owner.id,
      nom: 'Chez Tantie Test',
      categorieNom: 'Catégorie de test',
      ouverte: true,
      profilComplet: true,
    });
  });

  it('says a fresh business is incomplete (no phone, facade or category)', async () => {
    const fresh = await w.anotherOwner({ complete: false });
    const res = await me(fresh.headers);
    expect(res.json()).toMatchObject({
      telephone: null,
      photoFacadeUrl: null,
      categorieId: null,
      categorieNom: null,
      profilComplet: false,
    });
  });

  it('is for business owners only', async () => {
    for (const headers of [w.client.headers, w.courier.headers, w.admin.headers]) {
      expect((await me(headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/entreprises/me' })).statusCode).toBe(401);
  });
});

describe('PUT /api/entreprises/:id', () => {
  it('saves every field and answers the company as GET /me does', async () => {
    const res = await put(w.owner.entreprise.id, profile());
    expect(res.statusCode).toBe(200);
    const saved = res.json<Record<string, unknown>>();
    expect(saved).toMatchObject({
      id: w.owner.entreprise.id,
      nom: 'Chez Tantie Awa',
      description: 'Le maquis familial du Quartier France.',
      adresse: 'Quartier France, Bassam',
      email: 'awa@example.ci',
      telephone: '+225 07 00 00 00 02',
      type: 'RESTAURANT',
      categorieId: maquis.id,
      categorieNom: 'Maquis',
      typeCuisine: 'Ivoirienne',
      latitude: 5.2,
      longitude: -3.74,
      profilComplet: true,
    });
    expect((await me(w.owner.headers)).json()).toEqual(saved);
  });

  it('creates a new company category by name, then reuses it whatever the case', async () => {
    const first = await put(
      w.owner.entreprise.id,
      profile({ categorieId: NEW_CATEGORY, categorieNom: 'Grillades' }),
    );
    expect(first.statusCode).toBe(200);
    const created = first.json<{ categorieId: number; categorieNom: string }>();
    expect(created.categorieNom).toBe('Grillades');
    const names = await t.app.inject({ method: 'GET', url: '/api/entreprises/categories' });
    expect(names.json()).toContain('Grillades');

    const again = await put(
      w.rival.entreprise.id,
      profile({ categorieId: '', categorieNom: '  GRILLADES ' }),
      w.rival.headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ categorieId: created.categorieId, categorieNom: 'Grillades' });
  });

  it('creates one category when two owners name the same new one at the same moment', async () => {
    const [a, b] = await Promise.all([
      put(w.owner.entreprise.id, profile({ categorieId: null, categorieNom: 'Fruits de mer' })),
      put(
        w.rival.entreprise.id,
        profile({ categorieId: null, categorieNom: 'fruits de mer' }),
        w.rival.headers,
      ),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<{ categorieId: number }>().categorieId).toBe(b.json<{ categorieId: number }>().categorieId);
    const rows = await t.database.db.selectFrom('categoriesEntreprise').select('nom').execute();
    expect(rows.filter((r) => r.nom.toLowerCase() === 'fruits de mer')).toHaveLength(1);
  });

  it.each([
    ['blank', { email: '  ' }],
    ['null', { email: null }],
    ['absent', { email: undefined }],
  ])('saves a profile whose e-mail is %s as it was at sign-up, stored as null', async (_what, change) => {
    const res = await put(w.owner.entreprise.id, profile(change));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: null });
    expect((await me(w.owner.headers)).json()).toMatchObject({ email: null });
    await put(w.owner.entreprise.id, profile());
  });

  it('keeps the cuisine for a restaurant only', async () => {
    const res = await put(w.owner.entreprise.id, profile({ type: 'PHARMACIE', typeCuisine: 'Ivoirienne' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'PHARMACIE', typeCuisine: null });
    await put(w.owner.entreprise.id, profile());
  });

  it.each([
    ['an unknown city', { villeId: UNKNOWN_ID }, MSG.cityUnknown],
    ['a city id beyond 32 bits', { villeId: HUGE_ID }, MSG.villeInvalid],
    ['a city id that is not a number', { villeId: 'Bassam' }, MSG.villeInvalid],
    ['no city', { villeId: '' }, MSG.cityRequired],
    ['an unknown category', { categorieId: UNKNOWN_ID }, MSG.categorieInvalid],
    ['a category id beyond 32 bits', { categorieId: HUGE_ID }, MSG.categorieInvalid],
    ['no category', { categorieId: null, categorieNom: null }, MSG.categorieRequired],
    [
      'a new category without its name',
      { categorieId: NEW_CATEGORY, categorieNom: ' ' },
      MSG.newCategorieNameRequired,
    ],
    ['a one-letter name', { nom: ' A ' }, MSG.entrepriseNomMin],
    ['a blank name', { nom: '   ' }, MSG.entrepriseNomMin],
    ['a name that is not text', { nom: 42 }, MSG.entrepriseNomMin],
    ['a short description', { description: 'Bon' }, MSG.entrepriseDescriptionMin],
    ['a short address', { adresse: 'Ici' }, MSG.entrepriseAdresseMin],
    ['a bad e-mail', { email: 'awa@' }, MSG.emailInvalid],
    ['a bad phone', { telephone: 'appelez-moi' }, MSG.entreprisePhoneInvalid],
    ['an unknown type', { type: 'BAR' }, MSG.entrepriseTypeRequired],
    ['a script as picture', { logoUrl: 'javascript:alert(1)' }, MSG.imageUrlInvalid],
    [
      'another business’s picture',
      { photoFacadeUrl: '/uploads/facade/00000000-0000-0000-0000-000000000000.webp' },
      MSG.imageUrlNotOwn,
    ],
    ['a latitude as text', { latitude: 'nord' }, MSG.latitudeInvalid],
  ])('refuses %s with 400 and a French message', async (_what, change, message) => {
    const res = await put(w.owner.entreprise.id, profile(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a body that is not an object with 400', async () => {
    for (const payload of ['[]', '"texte"', '12', 'null']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/entreprises/${w.owner.entreprise.id}`,
        headers: { ...w.owner.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\S/);
    }
  });

  it('refuses an address of an image elsewhere and keeps the uploaded facade', async () => {
    const upload = filePart(await pngImage());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/entreprise/facade',
      headers: { ...upload.headers, ...w.owner.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const file = uploaded.body;
    expect((await storedFiles(t).exists(file))).toBe(true);

    // The form sends its own file back unchanged: kept.
    expect((await put(w.owner.entreprise.id, profile({ photoFacadeUrl: uploaded.body }))).statusCode).toBe(
      200,
    );
    expect((await storedFiles(t).exists(file))).toBe(true);

    // Our CSP shows our own images only: an https address would never display, and would delete
    // the uploaded photo (issue 21 §2).
    const https = 'https://images.example.ci/facade.jpg';
    for (const field of ['photoFacadeUrl', 'logoUrl']) {
      const res = await put(
        w.owner.entreprise.id,
        profile({ photoFacadeUrl: uploaded.body, [field]: https }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: UPLOADED_IMAGE_ONLY });
    }
    expect((await storedFiles(t).exists(file))).toBe(true);
    expect((await me(w.owner.headers)).json()).toMatchObject({ photoFacadeUrl: uploaded.body });

    // A new upload replaces the picture clients see, and its file the previous one.
    const second = filePart(await pngImage());
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/entreprise/facade',
      headers: { ...second.headers, ...w.owner.headers },
      payload: second.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).not.toBe(uploaded.body);
    expect((await storedFiles(t).exists(file))).toBe(false);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${w.owner.entreprise.id}`,
      headers: w.client.headers,
    });
    expect(seen.json()).toMatchObject({ photoFacade: replaced.body });
  });

  it('marks the profile incomplete without a phone', async () => {
    const res = await put(
      w.rival.entreprise.id,
      profile({ telephone: '', photoFacadeUrl: TEST_FACADE }),
      w.rival.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ telephone: null, profilComplet: false });
  });

  it('is refused to anyone but the owner and an administrator, and changes nothing', async () => {
    const before = (await me(w.owner.headers)).json<unknown>();
    for (const { who, headers } of strangers(w)) {
      const res = await put(w.owner.entreprise.id, profile({ nom: 'Piraté' }), headers);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${w.owner.entreprise.id}`,
      payload: profile(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await me(w.owner.headers)).json()).toEqual(before);
  });

  it('lets an administrator edit the profile', async () => {
    const { photoFacadeUrl } = (await me(w.owner.headers)).json<{ photoFacadeUrl: string }>();
    const res = await put(
      w.owner.entreprise.id,
      profile({ nom: 'Chez Tantie Awa (vérifié)', photoFacadeUrl }),
      w.admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nom: 'Chez Tantie Awa (vérifié)', utilisateurId: w.owner.id });
  });

  it('answers 404 for an unknown business and 400 or 404 for an id that is no id, never 500', async () => {
    const unknown = await put(UNKNOWN_ID, profile());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MSG.entrepriseNotFound });
    for (const id of [HUGE_ID, 'abc', '1.5', '-1']) {
      const res = await put(id, profile());
      expect([400, 404], String(id)).toContain(res.statusCode);
    }
  });
});
