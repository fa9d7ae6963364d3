import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, ok } from './api';
import { DEMO } from './demo';

type MenuItem = { id: number; disponible: boolean };

/** The demo client orders two available dishes from a business, from their own phone (the API). */
export async function placeOrderAsClient(
  request: APIRequestContext,
  entrepriseId: number,
): Promise<{ id: string; codeClient: string }> {
  const client = await apiSignIn(request, DEMO.client);
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
