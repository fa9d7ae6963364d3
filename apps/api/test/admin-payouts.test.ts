import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { AdminCommande, BulkPayoutResult } from '@comoe/shared/schemas/admin';
import type { PaiementsPage } from '@comoe/shared/schemas/entreprise-reports';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { calls, secondInstance, signedIn, type SignedIn } from './helpers/admin.ts';
import { createEntreprise, createVille } from './helpers/factories.ts';
import { insertOrder } from './helpers/orders.ts';

// 'Paiements' (design §12): a delivered order is paid to its business once, with an optional
// reference; the business is told and sees it in its payment history.
let t: TestApp;
let api: ReturnType<typeof calls>;
let admin: SignedIn;
let owner: SignedIn;
let client: SignedIn;
let villeId: number;
let paid: { id: number };
let noAccount: { id: number };

const RANGE = 'startDate=2025-05-01&endDate=2025-05-31';

async function order(entrepriseId: number, statut: OrderStatus = 'LIVREE', total = 4000, day = 10) {
  return insertOrder(t.database.db, {
    entrepriseId,
    clientId: client.id,
    villeId,
    statut,
    total,
    fraisLivraison: 600,
    createdAt: new Date(Date.UTC(2025, 4, day, 12)),
  });
}

const payout = (id: string, body: unknown = {}) =>
  api.post(`/api/admin/commandes/${id}/payout`, admin.headers, body);

async function noticesOf(utilisateurId: number) {
  return t.database.db
    .selectFrom('notifications')
    .select(['titre', 'corps', 'commandeId'])
    .where('utilisateurId', '=', utilisateurId)
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  api = calls(t.app);
  villeId = (await createVille(t.database.db)).id;
  admin = await signedIn(t, 'ADMIN', villeId);
  client = await signedIn(t, 'CLIENT', villeId);
  owner = await signedIn(t, 'ENTREPRISE', villeId);
  paid = await createEntreprise(t.database.db, owner, { nom: 'Boutique Wave' });
  await t.database.db
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
  noAccount = await createEntreprise(t.database.db, other, { nom: 'Sans compte' });
});
afterAll(() => t.close());

describe(`POST /api/admin/commandes/{id}/payout (${store})`, () => {
  it('pays a delivered order once: PAYE, date, reference and the account’s method', async () => {
    const id = await order(paid.id);
    const res = await payout(id, { reference: '  WV-2025-001 ' });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<AdminCommande>();
    expect(row).toMatchObject({
      id,
      statut: 'LIVREE',
      statutPaiementEntreprise: 'PAYE',
      total: 4000,
      fraisLivraison: 600,
      entrepriseId: paid.id,
      entrepriseNom: 'Boutique Wave',
      entreprisePayoutNumber: '0700000009',
      entreprisePayoutMethod: 'WAVE',
      referencePaiement: 'WV-2025-001',
    });
    expect(Date.now() - Date.parse(row.datePaiement!)).toBeLessThan(60_000);

    const again = await payout(id, { reference: 'autre' });
    expect([again.statusCode, again.json()]).toEqual([409, { message: ADMIN_MSG.payoutAlreadyPaid }]);

    // The business sees it paid, with date and reference, and was told.
    const history = await api.get(
      `/api/entreprises/${paid.id}/paiements?from=2025-05-01&to=2025-05-31`,
      owner.headers,
    );
    expect(history.json<PaiementsPage>().content.find((p) => p.commandeId === id)).toMatchObject({
      statut: 'PAYE',
      methode: 'WAVE',
      reference: 'WV-2025-001',
      montant: 3400,
      datePaiement: row.datePaiement,
    });
    expect(await noticesOf(owner.id)).toContainEqual({
      titre: ADMIN_MSG.payoutNoticeTitle,
      corps: ADMIN_MSG.payoutNotice(3400, 1, 'WV-2025-001'),
      commandeId: id,
    });
  });

  it('accepts no body and no reference', async () => {
    const id = await order(paid.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commandes/${id}/payout`,
      headers: admin.headers,
    });
    expect([res.statusCode, res.json<AdminCommande>().referencePaiement]).toEqual([200, null]);
  });

  it('refuses an order that is not delivered, and a business without payout account, in French', async () => {
    for (const statut of ['EN_LIVRAISON', 'ANNULEE', 'EN_ATTENTE_ENTREPRISE'] as const) {
      const res = await payout(await order(paid.id, statut));
      expect([res.statusCode, res.json()]).toEqual([409, { message: ADMIN_MSG.payoutNotDelivered(statut) }]);
    }
    const res = await payout(await order(noAccount.id));
    expect([res.statusCode, res.json()]).toEqual([409, { message: ADMIN_MSG.payoutNoAccount }]);
    const unknown = await payout(randomUUID());
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: MSG.orderNotFound }]);
  });

  it('pays once when two admins click at the same moment', async () => {
    const id = await order(paid.id);
    const before = (await noticesOf(owner.id)).length;
    const results = await Promise.all([payout(id, { reference: 'A' }), payout(id, { reference: 'B' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: ADMIN_MSG.payoutAlreadyPaid,
    });
    expect((await noticesOf(owner.id)).length).toBe(before + 1);
  });

  it('pays once under 200 concurrent calls', async () => {
    const id = await order(paid.id);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => payout(id, { reference: `R${i}` })),
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
      const ids = await Promise.all(Array.from({ length: 10 }, () => order(paid.id)));
      const both = ids.flatMap((id) =>
        [t.app, sibling.app, t.app, sibling.app].map((app) =>
          app.inject({
            method: 'POST',
            url: `/api/admin/commandes/${id}/payout`,
            headers: admin.headers,
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
            headers: admin.headers,
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

describe(`POST /api/admin/payouts (${store})`, () => {
  it('pays each payable order once and says why the others were refused', async () => {
    const a = await order(paid.id, 'LIVREE', 5000);
    const b = await order(paid.id, 'LIVREE', 3000);
    const alreadyPaid = await order(paid.id);
    expect((await payout(alreadyPaid)).statusCode).toBe(200);
    const cancelled = await order(paid.id, 'ANNULEE');
    const orphan = await order(noAccount.id);
    const unknown = randomUUID();
    const res = await api.post('/api/admin/payouts', admin.headers, {
      commandeIds: [a, b, a.toUpperCase(), alreadyPaid, cancelled, orphan, unknown],
      reference: 'LOT-7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BulkPayoutResult>();
    expect(result.payees.sort()).toEqual([a, b].sort());
    expect(result.montantTotal).toBe(4400 + 2400);
    expect(result.refusees).toEqual([
      { id: alreadyPaid, message: ADMIN_MSG.payoutAlreadyPaid },
      { id: cancelled, message: ADMIN_MSG.payoutNotDelivered('ANNULEE') },
      { id: orphan, message: ADMIN_MSG.payoutNoAccount },
      { id: unknown, message: MSG.orderNotFound },
    ]);
    // One notice for the business for this call, with the call's sum.
    expect(await noticesOf(owner.id)).toContainEqual({
      titre: ADMIN_MSG.payoutNoticeTitle,
      corps: ADMIN_MSG.payoutNotice(6800, 2, 'LOT-7'),
      commandeId: null,
    });
  });

  it('never pays an order twice when batches overlap', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => order(paid.id)));
    const batches = Array.from({ length: 6 }, (_, i) => ids.slice(i * 3, i * 3 + 15));
    const results = await Promise.all(
      batches.map((commandeIds) => api.post('/api/admin/payouts', admin.headers, { commandeIds })),
    );
    const payees = results.flatMap((r) => r.json<BulkPayoutResult>().payees);
    expect(payees.sort()).toEqual([...new Set(batches.flat())].sort());
  });
});

describe(`GET /api/admin/commandes and /par-entreprise (${store})`, () => {
  it('lists the payouts tabs: À verser (LIVREE, EN_ATTENTE), Versés (PAYE), or every order', async () => {
    const until = '2025-06-30';
    const fresh = await order(paid.id, 'LIVREE', 7000, 25);
    const all = await api.get(`/api/admin/commandes?startDate=2025-05-25&endDate=${until}`, admin.headers);
    const enAttente = await api.get(
      `/api/admin/commandes?${RANGE}&statutPaiement=EN_ATTENTE&size=100`,
      admin.headers,
    );
    const payes = await api.get(`/api/admin/commandes?${RANGE}&statutPaiement=PAYE&size=100`, admin.headers);
    const rows = enAttente.json<{ content: AdminCommande[] }>().content;
    expect(rows.every((r) => r.statut === 'LIVREE' && r.statutPaiementEntreprise === 'EN_ATTENTE')).toBe(
      true,
    );
    expect(rows[0]).toMatchObject({
      id: fresh,
      entreprisePayoutMethod: 'WAVE',
      entreprisePayoutNumber: '0700000009',
    });
    expect(rows.find((r) => r.entrepriseId === noAccount.id)).toMatchObject({
      entreprisePayoutMethod: null,
      entreprisePayoutNumber: null,
    });
    const versés = payes.json<{ content: AdminCommande[]; totalElements: number }>();
    expect(
      versés.content.every((r) => r.statutPaiementEntreprise === 'PAYE' && r.datePaiement !== null),
    ).toBe(true);
    expect(all.json<{ content: AdminCommande[] }>().content.map((r) => r.id)).toEqual([fresh]);
    const one = await api.get(
      `/api/admin/commandes?${RANGE}&entrepriseId=${noAccount.id}&size=100`,
      admin.headers,
    );
    expect(
      one.json<{ content: AdminCommande[] }>().content.every((r) => r.entrepriseId === noAccount.id),
    ).toBe(true);
  });

  it('groups what each business is owed, the largest first', async () => {
    const res = await api.get(`/api/admin/commandes/par-entreprise?${RANGE}`, admin.headers);
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
    expect(groups.content.find((g) => g.entrepriseId === paid.id)).toMatchObject({
      entrepriseNom: 'Boutique Wave',
      entreprisePayoutMethod: 'WAVE',
      entreprisePayoutNumber: '0700000009',
      nombreCommandes: 1,
      montant: 6400,
    });
  });
});
