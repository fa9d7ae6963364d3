// @files s3: the profile form keeps or replaces the business's stored pictures
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.ts';
import { MSG } from '@comoe/shared/messages';
import { NEW_CATEGORY, UPLOADED_IMAGE_ONLY } from '@comoe/shared/schemas/entreprise-profile';
import { storedFiles } from './helpers/stored-files.ts';
import { HUGE_ID, strangers, UNKNOWN_ID, type World } from './helpers/business.ts';
import { TEST_FACADE } from './helpers/factories.ts';
import { profileWorld } from './helpers/entreprise-profile.ts';
import { filePart, pngImage } from './helpers/multipart.ts';

// The owner's settings (spec part 2 §5): what the profile form refuses, its pictures, and who
// may edit it. Reading and saving: entreprise-profile.test.ts.
const s = profileWorld();
const { me, put, profile } = s;
let t: TestApp;
let w: World;
beforeAll(() => ({ t, w } = s));

describe('PUT /api/entreprises/:id', () => {
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
