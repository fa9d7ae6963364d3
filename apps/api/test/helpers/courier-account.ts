import type { TestApp } from './app.ts';
import { bearer, login, uniquePhone } from './factories.ts';

export const COURIER_PASSWORD = 'Livreur@2026';

/** A courier signed up through the API, as the sign-up page does: the server issues its matricule. */
export async function registerCourier(t: TestApp, villeId: number, overrides: Record<string, unknown> = {}) {
  const telephone = uniquePhone();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      prenom: 'Moussa',
      nom: 'Koné',
      email: '',
      telephone,
      motDePasse: COURIER_PASSWORD,
      role: 'LIVREUR',
      latitude: null,
      longitude: null,
      infoSupplementaire: null,
      cityId: villeId,
      genre: 'HOMME',
      dateDeNaissance: '1995-06-15',
      typeTransport: 'SCOOTER',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`inscription refusée : ${res.statusCode} ${res.body}`);
  const { id } = res.json<{ id: number }>();
  const headers = bearer(await login(t.app, { telephone, password: COURIER_PASSWORD }));
  return { id, telephone, headers };
}
