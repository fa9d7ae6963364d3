import { BUSINESS_MOVE_PATHS } from '../../packages/shared/src/commandes/business-moves.ts';
import { bearer, demoCart } from './checkout.ts';
import { newIdempotencyKey } from './checkout-keys.ts';
import { DEMO_BUSINESS, DEMO_COURIER, demoSession, sessionScript } from './demo-session.ts';
import type { BenchServer } from './server.ts';

// What `npm run bench:3g` places before the phones open their dashboards: orders for the demo
// business, and a few of them accepted, waiting for the demo courier.

/** A lunchtime's worth of orders: the owner's list has something to show. */
const BUSINESS_ORDERS = 12;
/** Of them, accepted by the business: missions waiting for a courier of the city. */
const MISSIONS = 5;
/** Where the demo courier stands: central Grand-Bassam. */
export const BASSAM = { latitude: 5.2118, longitude: -3.7388 };

/** The demo client orders its cart from the demo business, again and again; their ids. */
export async function placeOrders(server: BenchServer): Promise<string[]> {
  const cart = await demoCart(server.baseUrl, server.database.db);
  const placed: string[] = [];
  for (let i = 0; i < BUSINESS_ORDERS; i++) {
    const res = await fetch(`${server.baseUrl}/api/commandes`, {
      method: 'POST',
      headers: {
        ...bearer(cart.clientToken),
        'content-type': 'application/json',
        'idempotency-key': newIdempotencyKey(),
      },
      body: JSON.stringify(cart.body),
    });
    if (!res.ok) throw new Error(`Commande de démonstration refusée : ${res.status} ${await res.text()}`);
    placed.push(((await res.json()) as { id: string }).id);
  }
  return placed;
}

/**
 * The business accepts a few; the courier is available in their city: they are his to take.
 * @returns the courier's session, as the page's storage holds it (demo-session.ts).
 */
export async function offerMissions(baseUrl: string, orderIds: string[]): Promise<string> {
  const owner = await demoSession(baseUrl, DEMO_BUSINESS);
  const me = (await (
    await fetch(`${baseUrl}/api/entreprises/me`, { headers: bearer(owner.user.token) })
  ).json()) as {
    id: number;
  };
  for (const id of orderIds.slice(0, MISSIONS)) {
    const res = await fetch(
      `${baseUrl}/api/entreprises/${me.id}/orders/${id}/${BUSINESS_MOVE_PATHS.accepter}`,
      {
        method: 'PUT',
        headers: { ...bearer(owner.user.token), 'content-type': 'application/json' },
        body: JSON.stringify({ delaiPreparationMin: 20 }),
      },
    );
    if (!res.ok) throw new Error(`Acceptation refusée : ${res.status} ${await res.text()}`);
  }
  const courier = await demoSession(baseUrl, DEMO_COURIER);
  const res = await fetch(`${baseUrl}/api/livreurs/disponibilite`, {
    method: 'PUT',
    headers: { ...bearer(courier.user.token), 'content-type': 'application/json' },
    body: JSON.stringify({ disponible: true, ...BASSAM }),
  });
  if (!res.ok) throw new Error(`Disponibilité du livreur refusée : ${res.status} ${await res.text()}`);
  return sessionScript(courier);
}
