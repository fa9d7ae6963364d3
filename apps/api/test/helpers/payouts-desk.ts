import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Database } from '../../src/db/database.ts';
import type { TestApp } from './app.ts';
import { calls, signedIn } from './admin.ts';
import { createEntreprise, createVille } from './factories.ts';
import { insertOrder } from './orders.ts';

/** The month the orders of `payoutsDesk` are placed in, as the admin's list filters ask it. */
export const RANGE = 'startDate=2025-05-01&endDate=2025-05-31';

/**
 * The admin's payouts desk ('Paiements', design §12), for `appWith(payoutsDesk)`: a signed-in
 * admin, client and owner of a city, the owner's business with a Wave payout account (`paid`)
 * and another without one (`noAccount`), and the calls the tests make.
 */
export async function payoutsDesk(app: FastifyInstance, db: Database, t: TestApp) {
  const api = calls(app);
  const villeId = (await createVille(db)).id;
  const admin = await signedIn(t, 'ADMIN', villeId);
  const client = await signedIn(t, 'CLIENT', villeId);
  const owner = await signedIn(t, 'ENTREPRISE', villeId);
  const paid = await createEntreprise(db, owner, { nom: 'Boutique Wave' });
  await db
    .insertInto('comptesVersement')
    .values({
      entrepriseId: paid.id,
      paymentMethod: 'WAVE',
      paymentNumber: '0700000009',
      accountName: 'Awa',
      updatedAt: new Date(),
    })
    .execute();
  const other = await signedIn(t, 'ENTREPRISE', villeId);
  const noAccount = await createEntreprise(db, other, { nom: 'Sans compte' });

  /** An order of this business placed on a day of May 2025. */
  const order = (entrepriseId: number, statut: OrderStatus = 'LIVREE', total = 4000, day = 10) =>
    insertOrder(db, {
      entrepriseId,
      clientId: client.id,
      villeId,
      statut,
      total,
      fraisLivraison: 600,
      createdAt: new Date(Date.UTC(2025, 4, day, 12)),
    });
  const payout = (id: string, body: unknown = {}) =>
    api.post(`/api/admin/commandes/${id}/payout`, admin.headers, body);
  const noticesOf = (utilisateurId: number) =>
    db
      .selectFrom('notifications')
      .select(['titre', 'corps', 'commandeId'])
      .where('utilisateurId', '=', utilisateurId)
      .execute();
  return { api, villeId, admin, client, owner, paid, noAccount, order, payout, noticesOf };
}
