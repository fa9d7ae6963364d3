import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import type { AdminCommande, BulkPayoutResult } from '@comoe/shared/schemas/admin';
import type { PaiementsPage } from '@comoe/shared/schemas/entreprise-reports';
import { appWith, store, type TestApp } from './helpers/app.ts';
import { secondInstance } from './helpers/admin.ts';
import { payoutsDesk } from './helpers/payouts-desk.ts';

// 'Paiements' (design §12): a delivered order is paid to its business once, with an optional
// reference; the business is told and sees it in its payment history. Batches and the admin's
// lists are in admin-payouts-bulk.test.ts.
let t: TestApp;
let w: Awaited<ReturnType<typeof payoutsDesk>>;

beforeAll(async () => ({ t, w } = await appWith(payoutsDesk)));
afterAll(() => t.close());

describe(`POST /api/admin/commandes/{id}/payout (${store})`, () => {
  it('pays a delivered order once: PAYE, date, reference and the account’s method', async () => {
    const id = await w.order(w.paid.id);
    const res = await w.payout(id, { reference: '  WV-2025-001 ' });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<AdminCommande>();
    expect(row).toMatchObject({
      id,
      statut: 'LIVREE',
      statutPaiementEntreprise: 'PAYE',
      total: 4000,
      fraisLivraison: 600,
      entrepriseId: w.paid.id,
      entrepriseNom: 'Boutique Wave',
      entreprisePayoutNumber: '0700000009',
      entreprisePayoutMethod: 'WAVE',
      referencePaiement: 'WV-2025-001',
    });
    expect(Date.now() - Date.parse(row.datePaiement!)).toBeLessThan(60_000);

    const again = await w.payout(id, { reference: 'autre' });
    expect([again.statusCode, again.json()]).toEqual([409, { message: ADMIN_MSG.payoutAlreadyPaid }]);

    // The business sees it paid, with date and reference, and was told.
    const history = await w.api.get(
      `/api/entreprises/${w.paid.id}/paiements?from=2025-05-01&to=2025-05-31`,
      w.owner.headers,
    );
    expect(history.json<PaiementsPage>().content.find((p) => p.commandeId === id)).toMatchObject({
      statut: 'PAYE',
      methode: 'WAVE',
      reference: 'WV-2025-001',
      montant: 3400,
      datePaiement: row.datePaiement,
    });
    expect(await w.noticesOf(w.owner.id)).toContainEqual({
      titre: ADMIN_MSG.payoutNoticeTitle,
      corps: ADMIN_MSG.payoutNotice(3400, 1, 'WV-2025-001'),
      commandeId: id,
    });
  });

  it('accepts no body and no reference', async () => {
    const id = await w.order(w.paid.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commandes/${id}/payout`,
      headers: w.admin.headers,
    });
    expect([res.statusCode, res.json<AdminCommande>().referencePaiement]).toEqual([200, null]);
  });

  it('refuses an order that is not delivered, and a business without payout account, in French', async () => {
    for (const statut of ['EN_LIVRAISON', 'ANNULEE', 'EN_ATTENTE_ENTREPRISE'] as const) {
      const res = await w.payout(await w.order(w.paid.id, statut));
      expect([res.statusCode, res.json()]).toEqual([409, { message: ADMIN_MSG.payoutNotDelivered(statut) }]);
    }
    const res = await w.payout(await w.order(w.noAccount.id));
    expect([res.statusCode, res.json()]).toEqual([409, { message: ADMIN_MSG.payoutNoAccount }]);
    const unknown = await w.payout(randomUUID());
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: MSG.orderNotFound }]);
  });

  it('pays once when two admins click at the same moment', async () => {
    const id = await w.order(w.paid.id);
    const before = (await w.noticesOf(w.owner.id)).length;
    const results = await Promise.all([w.payout(id, { reference: 'A' }), w.payout(id, { reference: 'B' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: ADMIN_MSG.payoutAlreadyPaid,
    });
    expect((await w.noticesOf(w.owner.id)).length).toBe(before + 1);
  });

  it('pays once under 200 concurrent calls', async () => {
    const id = await w.order(w.paid.id);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => w.payout(id, { reference: `R${i}` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    const winner = results.find((r) => r.statusCode === 200)!.json<AdminCommande>();
    const row = await t.database.db
      .selectFrom('commandes')
      .select(['referencePaiement', 'statutPaiementEntreprise'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ referencePaiement: winner.referencePaiement, statutPaiementEntreprise: 'PAYE' });
    const notices = await t.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('commandeId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(notices.n)).toBe(1);
  });
});

describe(`payouts with two instances on one ${store} database`, () => {
  it('pays each order once whichever instance the calls reach', async () => {
    const sibling = await secondInstance(t);
    try {
      const ids = await Promise.all(Array.from({ length: 10 }, () => w.order(w.paid.id)));
      const both = ids.flatMap((id) =>
        [t.app, sibling.app, t.app, sibling.app].map((app) =>
          app.inject({
            method: 'POST',
            url: `/api/admin/commandes/${id}/payout`,
            headers: w.admin.headers,
            payload: {},
          }),
        ),
      );
      const codes = (await Promise.all(both)).map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(ids.length);
      expect(codes.filter((c) => c === 409)).toHaveLength(ids.length * 3);
      const bulk = await Promise.all(
        [t.app, sibling.app].map((app) =>
          app.inject({
            method: 'POST',
            url: '/api/admin/payouts',
            headers: w.admin.headers,
            payload: { commandeIds: ids },
          }),
        ),
      );
      expect(bulk.flatMap((r) => r.json<BulkPayoutResult>().payees)).toEqual([]);
    } finally {
      await sibling.close();
    }
  });
});
