// Shared by entreprise-profile.test.ts and entreprise-profile-checks.test.ts: the owner's settings
// (spec part 2 §5): 'Modifier le profil de l'entreprise'.
import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse as Response } from 'fastify';
import { appWith, type Headers, type TestApp } from './app.ts';
import { businessWorld, type World } from './business.ts';
import { createCategorieEntreprise, TEST_FACADE } from './factories.ts';

export interface ProfileWorld {
  t: TestApp;
  w: World;
  maquis: { id: number; nom: string };
  me: (headers: Headers) => Promise<Response>;
  put: (id: number | string, payload: unknown, headers?: Headers) => Promise<Response>;
  profile: (overrides?: Record<string, unknown>) => Record<string, unknown>;
}

/** Builds the business world with a 'Maquis' category before the file's tests, closes it after. */
export function profileWorld(): ProfileWorld {
  const s = {
    me: (headers: Headers) => s.t.app.inject({ method: 'GET', url: '/api/entreprises/me', headers }),
    put: (id: number | string, payload: unknown, headers: Headers = s.w.owner.headers) =>
      s.t.app.inject({ method: 'PUT', url: `/api/entreprises/${id}`, headers, payload: payload as object }),
    /** The settings form, filled. */
    profile: (overrides: Record<string, unknown> = {}) => ({
      nom: 'Chez Tantie Awa',
      description: 'Le maquis familial du Quartier France.',
      adresse: 'Quartier France, Bassam',
      email: 'awa@example.ci',
      telephone: '+225 07 00 00 00 02',
      type: 'RESTAURANT',
      villeId: s.w.ville.id,
      categorieId: s.maquis.id,
      typeCuisine: 'Ivoirienne',
      photoFacadeUrl: TEST_FACADE,
      logoUrl: null,
      latitude: 5.2,
      longitude: -3.74,
      ...overrides,
    }),
  } as Partial<ProfileWorld> as ProfileWorld;
  beforeAll(async () => {
    ({ t: s.t, w: s.w } = await appWith(businessWorld));
    s.maquis = await createCategorieEntreprise(s.t.database.db, 'Maquis');
  });
  afterAll(() => s.t.close());
  return s;
}
