import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { RANGE_ORDER_MESSAGE } from '@comoe/shared/periods';
import { ORDERS_CSV_HEADER, type VentesProduits } from '@comoe/shared/schemas/entreprise-ventes';
import { appWith, expectRefusal, store, type Headers, type TestApp } from './helpers/app.ts';
import { marketWithRival } from './helpers/business.ts';
import { csvRecords } from './helpers/csv-records.ts';
import { createUser } from './helpers/factories.ts';
import { orderRow } from './helpers/orders.ts';

// Issue 21 §4: sales by product and the orders CSV of the statistics tab, over known figures.
let t: TestApp;
let m: Awaited<ReturnType<typeof marketWithRival>>;
let formulaClientId: number;

type Line = { produitId: number | null; nom: string; prix: number; quantite: number };

async function order(o: {
  statut: OrderStatus;
  createdAt: string;
  lines: Line[];
  entrepriseId?: number;
  clientId?: number;
  fraisLivraison?: number;
}): Promise<string> {
  const sousTotal = o.lines.reduce((n, l) => n + l.prix * l.quantite, 0);
  const fraisLivraison = o.fraisLivraison ?? 500;
  const row = orderRow({
    entrepriseId: o.entrepriseId ?? m.entreprise.id,
    clientId: o.clientId ?? m.client.id,
    villeId: m.ville.id,
    statut: o.statut,
    createdAt: new Date(o.createdAt),
    total: sousTotal + fraisLivraison,
    fraisLivraison,
  });
  await t.database.db.insertInto('commandes').values(row).execute();
  await t.database.db
    .insertInto('lignesCommande')
    .values(
      o.lines.map((l) => ({
        commandeId: row.id,
        produitId: l.produitId,
        nomProduit: l.nom,
        prixUnitaire: l.prix,
        quantite: l.quantite,
      })),
    )
    .execute();
  return row.id;
}

const attieke = (quantite: number): Line => ({
  produitId: m.attieke.id,
  nom: 'Attiéké poisson',
  prix: 2500,
  quantite,
});
const bissap = (quantite: number): Line => ({ produitId: m.bissap.id, nom: 'Bissap', prix: 500, quantite });
const RANGE = 'from=2026-11-01&to=2026-11-30';
let first: string;
let last: string;
let cancelled: string;

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketWithRival));
  formulaClientId = (
    await createUser(t.database.db, 'CLIENT', { villeId: m.ville.id, prenom: '=HYPERLINK("x")' })
  ).id;
  // On the very edges of the range: counted.
  first = await order({
    statut: 'LIVREE',
    createdAt: '2026-11-01T00:00:00.000Z',
    lines: [attieke(2), bissap(1)],
  });
  await order({
    statut: 'LIVREE',
    createdAt: '2026-11-12T10:00:00.000Z',
    clientId: formulaClientId,
    lines: [bissap(4), { produitId: null, nom: 'Alloco; "maison"', prix: 1500, quantite: 1 }],
  });
  last = await order({ statut: 'LIVREE', createdAt: '2026-11-30T23:59:59.999Z', lines: [attieke(1)] });
  // Sold nothing: cancelled, under way, outside the range, another business.
  cancelled = await order({ statut: 'ANNULEE', createdAt: '2026-11-11T08:05:00.000Z', lines: [attieke(10)] });
  await order({ statut: 'ACCEPTEE', createdAt: '2026-11-20T12:00:00.000Z', lines: [bissap(9)] });
  await order({ statut: 'LIVREE', createdAt: '2026-10-31T23:59:59.999Z', lines: [bissap(7)] });
  await order({ statut: 'LIVREE', createdAt: '2026-12-01T00:00:00.000Z', lines: [bissap(7)] });
  await order({
    statut: 'LIVREE',
    createdAt: '2026-11-15T12:00:00.000Z',
    entrepriseId: m.rival.id,
    lines: [{ produitId: null, nom: 'Garba', prix: 1000, quantite: 3 }],
  });
});
afterAll(() => t.close());

const get = (path: string, headers: Headers = m.owner.headers) =>
  t.app.inject({ method: 'GET', url: `/api/entreprises/${m.entreprise.id}${path}`, headers });

describe(`GET /api/entreprises/:id/stats/produits (${store})`, () => {
  it('sums delivered orders of the range per product, by revenue, with each share', async () => {
    const res = await get(`/stats/produits?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<VentesProduits>()).toEqual({
      produits: [
        { produitId: m.attieke.id, nom: 'Attiéké poisson', quantite: 3, chiffreAffaires: 7500, part: 65.2 },
        { produitId: m.bissap.id, nom: 'Bissap', quantite: 5, chiffreAffaires: 2500, part: 21.7 },
        { produitId: null, nom: 'Alloco; "maison"', quantite: 1, chiffreAffaires: 1500, part: 13 },
      ],
      totalQuantite: 9,
      totalChiffreAffaires: 11500,
    });
  });

  it("matches the dashboard's revenue for the same range", async () => {
    const stats = (await get(`/stats?${RANGE}`)).json<{ chiffreAffaires: number }>();
    const ventes = (await get(`/stats/produits?${RANGE}`)).json<VentesProduits>();
    expect(ventes.totalChiffreAffaires).toBe(stats.chiffreAffaires);
  });

  it('answers an empty list for a range without sales, and all time without a range', async () => {
    expect((await get('/stats/produits?from=2025-01-01&to=2025-01-31')).json()).toEqual({
      produits: [],
      totalQuantite: 0,
      totalChiffreAffaires: 0,
    });
    const all = (await get('/stats/produits')).json<VentesProduits>();
    expect(all.produits.find((p) => p.nom === 'Bissap')?.quantite).toBe(5 + 14);
  });

  it('refuses a reversed or malformed range in French, and strangers', async () => {
    expectRefusal(await get('/stats/produits?from=2026-11-30&to=2026-11-01'), 400, RANGE_ORDER_MESSAGE);
    expect((await get('/stats/produits?from=hier')).statusCode).toBe(400);
    for (const headers of [m.rival.headers, m.client.headers, m.courier.headers]) {
      expectRefusal(await get(`/stats/produits?${RANGE}`, headers), 403, MSG.forbidden);
    }
    expect((await get(`/stats/produits?${RANGE}`, m.admin.headers)).statusCode).toBe(200);
  });
});

describe(`GET /api/entreprises/:id/orders.csv (${store})`, () => {
  it('sends every order of the range, newest first, as the admin finance CSV is written', async () => {
    const res = await get(`/orders.csv?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="commandes_2026-11-01_au_2026-11-30.csv"',
    );
    const records = csvRecords(res.rawPayload, ORDERS_CSV_HEADER);
    expect(records.every((r) => r.length === ORDERS_CSV_HEADER.length)).toBe(true);
    // Five orders of this business in the range, any status; never the rival's.
    expect(records).toHaveLength(5);
    expect(records[0]?.[0]).toBe(last);
    expect(records[4]?.[0]).toBe(first);
    expect(records[4]).toEqual([
      first,
      '01/11/2026 00:00',
      expect.any(String),
      'Livrée',
      '2 × Attiéké poisson, 1 × Bissap',
      'Wave',
      '6000',
      '500',
      '5500',
      'En attente',
    ]);
    const annulee = records.find((r) => r[0] === cancelled)!;
    expect(annulee.slice(1, 2)).toEqual(['11/11/2026 08:05']);
    expect(annulee.slice(8)).toEqual(['0', '']);
  });

  it('keeps texts intact, quoted where needed, and never as formulas', async () => {
    const res = await get(`/orders.csv?${RANGE}`);
    const raw = res.rawPayload.toString('utf8');
    expect(raw).toContain(';"4 × Bissap, 1 × Alloco; ""maison""";');
    const records = csvRecords(res.rawPayload, ORDERS_CSV_HEADER);
    const formula = records.find((r) => r[2]?.includes('HYPERLINK'))!;
    expect(formula[2]?.startsWith(`'=HYPERLINK("x")`)).toBe(true);
    expect(formula[4]).toBe('4 × Bissap, 1 × Alloco; "maison"');
  });

  it('answers the header alone for an empty range; refuses strangers and a bad range before any CSV', async () => {
    const empty = await get('/orders.csv?from=2025-01-01&to=2025-01-31');
    expect(csvRecords(empty.rawPayload, ORDERS_CSV_HEADER)).toEqual([]);
    expectRefusal(await get('/orders.csv?from=2026-11-30&to=2026-11-01'), 400, RANGE_ORDER_MESSAGE);
    expectRefusal(await get(`/orders.csv?${RANGE}`, m.rival.headers), 403, MSG.forbidden);
    expectRefusal(await get(`/orders.csv?${RANGE}`, m.client.headers), 403, MSG.forbidden);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${m.entreprise.id}/orders.csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
