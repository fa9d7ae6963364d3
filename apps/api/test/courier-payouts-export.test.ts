import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { MSG } from '@comoe/shared/messages';
import { abidjanDay } from '@comoe/shared/periods';
import {
  COURIER_DEBT_SORT_KEYS,
  COURIER_DEBTS_CSV_HEADER,
  type CourierDebt,
} from '@comoe/shared/schemas/courier-gains';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { readyCourier } from './helpers/desk.ts';
import { type Market } from './helpers/marketplace.ts';
import { marketMovesSuite } from './helpers/order-moves.ts';
import { insertOrder } from './helpers/orders.ts';

// Issue 20 §2: the admin's list of what couriers are owed, sorted by any of its columns, and the
// same list as a CSV like the finance report's (BOM, `;`, French dates).
let t: TestApp;
let m: Market;
marketMovesSuite((s) => ({ t, m } = s));

const get = (url: string, headers = m.admin.headers) => t.app.inject({ method: 'GET', url, headers });

/** A courier named `prenom` with delivered, unpaid orders of these totals, delivered `daysAgo`. */
async function owedCourier(prenom: string, orders: { total: number; cash: boolean }[], daysAgo: number) {
  const rider = await readyCourier(t, m.ville.id);
  await t.database.db.updateTable('utilisateurs').set({ prenom }).where('id', '=', rider.id).execute();
  for (const o of orders) {
    const id = await insertOrder(t.database.db, {
      entrepriseId: m.entreprise.id,
      clientId: m.client.id,
      villeId: m.ville.id,
      statut: 'LIVREE',
      livreurId: rider.id,
      livreeAt: new Date(Date.now() - daysAgo * 86_400_000),
      total: o.total,
    });
    await t.database.db
      .updateTable('commandes')
      .set({ typePaiement: o.cash ? 'ESPECES' : 'WAVE' })
      .where('id', '=', id)
      .execute();
  }
  return rider;
}

describe('the couriers owed, sorted and exported', () => {
  it('sorts by each column both ways, the largest debt first by default', async () => {
    // du: A 1500 (1 order), B 600 (2 orders), C 150 (1 cash order of 1000); oldest: B, C, A.
    const a = await owedCourier('Awa', [{ total: 10_000, cash: false }], 1);
    const b = await owedCourier(
      'Bakary',
      [
        { total: 2000, cash: false },
        { total: 2000, cash: true },
      ],
      9,
    );
    const c = await owedCourier('Clément', [{ total: 1000, cash: true }], 5);
    const ours = new Set([a.id, b.id, c.id]);
    const order = async (sort?: string) => {
      const res = await get(`/api/admin/livreurs/versements?size=100${sort ? `&sort=${sort}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ content: CourierDebt[] }>()
        .content.filter((d) => ours.has(d.livreurId))
        .map((d) => d.livreurId);
    };
    expect(await order()).toEqual([a.id, b.id, c.id]);
    expect(await order('du,asc')).toEqual([c.id, b.id, a.id]);
    // A tie (one order each) goes by account, the oldest first.
    expect(await order('commandes,desc')).toEqual([b.id, a.id, c.id]);
    expect(await order('especesEncaissees,desc')).toEqual([b.id, c.id, a.id]);
    expect(await order('plusAncienne,asc')).toEqual([b.id, c.id, a.id]);
    expect(await order('nom,asc')).toEqual([a.id, b.id, c.id]);
    expect(await order('nom,desc')).toEqual([c.id, b.id, a.id]);
  });

  it('reads one courier’s debt alone, as the payout dialog does when it opens', async () => {
    const rider = await owedCourier('Dramane', [{ total: 6000, cash: true }], 0);
    const res = await get(`/api/admin/livreurs/versements?livreurId=${rider.id}`);
    expect(res.json()).toMatchObject({
      totalElements: 1,
      totalDu: 900,
      content: [{ livreurId: rider.id, du: 900, commandes: 1, especesEncaissees: 6000 }],
    });
    const nobody = await get(`/api/admin/livreurs/versements?livreurId=${m.client.id}`);
    expect(nobody.json()).toMatchObject({ totalElements: 0, totalDu: 0, content: [] });
    expectRefusal(await get('/api/admin/livreurs/versements?livreurId=abc'), 400, MSG.notFound);
  });

  it('refuses an unknown column or direction in French', async () => {
    for (const sort of ['montant,desc', 'du,up', 'du,desc,x'])
      expectRefusal(
        await get(`/api/admin/livreurs/versements?sort=${sort}`),
        400,
        ADMIN_MSG.sortInvalid(COURIER_DEBT_SORT_KEYS),
      );
  });

  it('exports every courier owed as a spreadsheet reads it: BOM, `;`, French dates, quoted names', async () => {
    const rider = await owedCourier('=Koffi; "le rapide"', [{ total: 4000, cash: true }], 2);
    const res = await get('/api/admin/livreurs/versements.csv?sort=du,asc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="versements-livreurs_${abidjanDay(new Date())}.csv"`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(COURIER_DEBTS_CSV_HEADER.join(';'));
    expect(lines.at(-1)).toBe('');
    const line = lines.find((l) => l.includes('Koffi'));
    const oldest = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const day = `${oldest.slice(8, 10)}/${oldest.slice(5, 7)}/${oldest.slice(0, 4)}`;
    expect(line).toMatch(
      new RegExp(
        `^"'=Koffi; ""le rapide"" livreur";${rider.telephone};[^;]*;1;600;4000;${day} \\d\\d:\\d\\d$`,
      ),
    );

    // The same couriers and sums as the list.
    const list = (await get('/api/admin/livreurs/versements?size=100')).json<{
      totalElements: number;
      totalDu: number;
    }>();
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(list.totalElements);
    expect(rows.reduce((sum, l) => sum + Number(l.split(';').at(-3)), 0)).toBe(list.totalDu);
  });

  it('keeps the export to admins and refuses a bad sort', async () => {
    for (const who of [m.client, m.owner, m.courier])
      expectRefusal(await get('/api/admin/livreurs/versements.csv', who.headers), 403, MSG.forbidden);
    expect((await get('/api/admin/livreurs/versements.csv', {})).statusCode).toBe(401);
    expectRefusal(
      await get('/api/admin/livreurs/versements.csv?sort=telephone,asc'),
      400,
      ADMIN_MSG.sortInvalid(COURIER_DEBT_SORT_KEYS),
    );
  });
});
