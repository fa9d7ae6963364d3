import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import type { AdminCommande, BulkPayoutResult } from '@comoe/shared/schemas/admin';
import { appWith, store, type TestApp } from './helpers/app.ts';
import { payoutsDesk, RANGE } from './helpers/payouts-desk.ts';

// 'Paiements' (design §12): paying many orders at once, and the admin's lists of what is owed
// and what was paid. One order's payout is in admin-payouts.test.ts.
let t: TestApp;
let w: Awaited<ReturnType<typeof payoutsDesk>>;

beforeAll(async () => ({ t, w } = await appWith(payoutsDesk)));
afterAll(() => t.close());

describe(`POST /api/admin/payouts (${store})`, () => {
  it('pays each payable order once and says why the others were refused', async () => {
    const a = await w.order(w.paid.id, 'LIVREE', 5000);
    const b = await w.order(w.paid.id, 'LIVREE', 3000);
    const alreadyPaid = await w.order(w.paid.id);
    expect((await w.payout(alreadyPaid)).statusCode).toBe(200);
    const cancelled = await w.order(w.paid.id, 'ANNULEE');
    const orphan = await w.order(w.noAccount.id);
    const unknown = randomUUID();
    const res = await w.api.post('/api/admin/payouts', w.admin.headers, {
      commandeIds: [a, b, a.toUpperCase(), alreadyPaid, cancelled, orphan, unknown],
      reference: 'LOT-7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BulkPayoutResult>();
    expect(result.payees.sort()).toEqual([a, b].sort());
    expect(result.montantTotal).toBe(4400 + 2400);
    expect(result.refusees).toEqual([
      { id: alreadyPaid, message: ADMIN_MSG.payoutAlreadyPaid },
      {
        id: cancelled,
        message:
          'Seules les commandes livrées peuvent être versées : cette commande est au statut « Annulée ».',
      },
      { id: orphan, message: ADMIN_MSG.payoutNoAccount },
      { id: unknown, message: MSG.orderNotFound },
    ]);
    // One notice for the business for this call, with the call's sum.
    expect(await w.noticesOf(w.owner.id)).toContainEqual({
      titre: ADMIN_MSG.payoutNoticeTitle,
      corps: ADMIN_MSG.payoutNotice(6800, 2, 'LOT-7'),
      commandeId: null,
    });
  });

  it('never pays an order twice when batches overlap', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => w.order(w.paid.id)));
    const batches = Array.from({ length: 6 }, (_, i) => ids.slice(i * 3, i * 3 + 15));
    const results = await Promise.all(
      batches.map((commandeIds) => w.api.post('/api/admin/payouts', w.admin.headers, { commandeIds })),
    );
    const payees = results.flatMap((r) => r.json<BulkPayoutResult>().payees);
    expect(payees.sort()).toEqual([...new Set(batches.flat())].sort());
  });
});

describe(`GET /api/admin/commandes and /par-entreprise (${store})`, () => {
  it('lists the payouts tabs: À verser (LIVREE, EN_ATTENTE), Versés (PAYE), or every order', async () => {
    const until = '2025-06-30';
    const fresh = await w.order(w.paid.id, 'LIVREE', 7000, 25);
    const all = await w.api.get(
      `/api/admin/commandes?startDate=2025-05-25&endDate=${until}`,
      w.admin.headers,
    );
    const enAttente = await w.api.get(
      `/api/admin/commandes?${RANGE}&statutPaiement=EN_ATTENTE&size=100`,
      w.admin.headers,
    );
    const payes = await w.api.get(
      `/api/admin/commandes?${RANGE}&statutPaiement=PAYE&size=100`,
      w.admin.headers,
    );
    const rows = enAttente.json<{ content: AdminCommande[] }>().content;
    expect(rows.every((r) => r.statut === 'LIVREE' && r.statutPaiementEntreprise === 'EN_ATTENTE')).toBe(
      true,
    );
    expect(rows[0]).toMatchObject({
      id: fresh,
      entreprisePayoutMethod: 'WAVE',
      entreprisePayoutNumber: '0700000009',
    });
    expect(rows.find((r) => r.entrepriseId === w.noAccount.id)).toMatchObject({
      entreprisePayoutMethod: null,
      entreprisePayoutNumber: null,
    });
    const versés = payes.json<{ content: AdminCommande[]; totalElements: number }>();
    expect(
      versés.content.every((r) => r.statutPaiementEntreprise === 'PAYE' && r.datePaiement !== null),
    ).toBe(true);
    expect(all.json<{ content: AdminCommande[] }>().content.map((r) => r.id)).toEqual([fresh]);
    const one = await w.api.get(
      `/api/admin/commandes?${RANGE}&entrepriseId=${w.noAccount.id}&size=100`,
      w.admin.headers,
    );
    expect(
      one.json<{ content: AdminCommande[] }>().content.every((r) => r.entrepriseId === w.noAccount.id),
    ).toBe(true);
  });

  it('groups what each business is owed, the largest first', async () => {
    const res = await w.api.get(`/api/admin/commandes/par-entreprise?${RANGE}`, w.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json<{
      content: Array<Record<string, unknown>>;
      totalElements: number;
      montantTotal: number;
    }>();
    const owed = await t.database.db
      .selectFrom('commandes')
      .select((eb) => [eb.fn.sum<number>(eb('total', '-', eb.ref('fraisLivraison'))).as('m')])
      .where('statut', '=', 'LIVREE')
      .where('statutPaiementEntreprise', '=', 'EN_ATTENTE')
      .executeTakeFirstOrThrow();
    expect(groups.montantTotal).toBe(Number(owed.m));
    expect(groups.totalElements).toBe(2);
    const montants = groups.content.map((g) => g.montant as number);
    expect(montants).toEqual([...montants].sort((x, y) => y - x));
    expect(montants.reduce((n, m) => n + m, 0)).toBe(groups.montantTotal);
    expect(groups.content.find((g) => g.entrepriseId === w.paid.id)).toMatchObject({
      entrepriseNom: 'Boutique Wave',
      entreprisePayoutMethod: 'WAVE',
      entreprisePayoutNumber: '0700000009',
      nombreCommandes: 1,
      montant: 6400,
    });
  });
});
