import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, ok, type Auth } from './api';
import { freshPhone, type DemoAccount } from './demo';

/** A client of Bassam new to this test, with the password to sign in on the page too. */
export async function freshBassamClient(
  request: APIRequestContext,
): Promise<{ account: DemoAccount; auth: Auth }> {
  const villes = await ok<Array<{ id: number; nom: string }>>(request.get('/api/villes'));
  const bassam = villes.find((v) => /bassam/i.test(v.nom));
  if (!bassam) throw new Error('Bassam manque dans les villes de démonstration.');
  const account: DemoAccount = { telephone: freshPhone(), motDePasse: 'Client@2026' };
  await ok(
    request.post('/api/auth/register', {
      data: {
        ...account,
        prenom: 'Adjoua',
        nom: 'Yao',
        role: 'CLIENT',
        cityId: bassam.id,
        genre: 'FEMME',
        dateDeNaissance: '1995-04-12',
      },
    }),
  );
  return { account, auth: await apiSignIn(request, account) };
}
