import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, ok, type Auth } from './api';
import { freshPhone, type DemoAccount } from './demo';

type MenuItem = { id: number; disponible: boolean };

/**
 * A client of the business's town, new to this run: the orders it places leave the demo client's
 * history as the other journeys expect it.
 */
export async function registerClient(request: APIRequestContext, cityId: number): Promise<Auth> {
  const account: DemoAccount = { telephone: freshPhone(), motDePasse: 'Client@2026' };
  await ok(
    request.post('/api/auth/register', {
      data: {
        ...account,
        prenom: 'Adjoua',
        nom: 'Yao',
        role: 'CLIENT',
        cityId,
        genre: 'FEMME',
        dateDeNaissance: '1995-04-12',
      },
    }),
  );
  return apiSignIn(request, account);
}

/** A client orders two available dishes from a business, from their own phone (the API). */
export async function placeOrderAsClient(
  request: APIRequestContext,
  client: Auth,
  entrepriseId: number,
): Promise<{ id: string; codeClient: string }> {
  const menu = await ok<MenuItem[]>(
    request.get(`/api/produits/entreprise_prod_cate/${entrepriseId}`, { headers: client.headers }),
  );
  const items = menu
    .filter((p) => p.disponible)
    .slice(0, 2)
    .map((p, i) => ({ produitId: p.id, quantite: i + 1 }));
  return ok(
    request.post('/api/commandes', {
      headers: { ...client.headers, 'Idempotency-Key': randomUUID() },
      data: {
        entrepriseId,
        items,
        typePaiement: 'ESPECES',
        adresseLivraison: 'Rue du Phare, Quartier France',
        latitude: 5.205,
        longitude: -3.735,
        infoSupplementaire: 'Portail bleu',
      },
    }),
  );
}
