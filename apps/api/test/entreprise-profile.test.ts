// @files s3: the profile form keeps or replaces the business's stored pictures
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app.ts';
import type { World } from './helpers/business.ts';
import { NEW_CATEGORY } from '@comoe/shared/schemas/entreprise-profile';
import { profileWorld } from './helpers/entreprise-profile.ts';

// The owner's settings (spec part 2 §5): reading the profile and saving it.
// Refusals, pictures and who may edit: entreprise-profile-checks.test.ts.
const s = profileWorld();
const { me, put, profile } = s;
let t: TestApp;
let w: World;
let maquis: { id: number; nom: string };
beforeAll(() => ({ t, w, maquis } = s));

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

});
