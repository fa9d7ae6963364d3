import { describe, expect, it } from 'vitest';
import { CHOICE_MSG } from '@comoe/shared/product-options';
import { OPTION_MSG } from '@comoe/shared/schemas/product-options';
import { expectRefusal } from './helpers/app.ts';
import { opt, optionMarket, TAILLE } from './helpers/option-products.ts';

// Issue 21 §3: options and extras — priced and checked at checkout.

const s = optionMarket();
const { updateProduct, burger, order } = s;

describe('checkout and quote with options', () => {
  it('prices each line from the server: product price plus the chosen deltas', async () => {
    const p = await burger();
    const res = await order([
      { produitId: p.id, quantite: 2, options: [opt(p, 'Grande'), opt(p, 'Œuf'), opt(p, 'Fromage')] },
      { produitId: p.id, quantite: 1, options: [opt(p, 'Petite')] },
      // Same choices in another order: the same line.
      { produitId: p.id, quantite: 1, options: [opt(p, 'Fromage'), opt(p, 'Œuf'), opt(p, 'Grande')] },
    ]);
    expect(res.statusCode).toBe(201);
    const o = res.json<{ id: string; sousTotal: number; items: unknown[] }>();
    expect(o.items).toEqual([
      {
        produitId: p.id,
        produitNom: p.nom,
        quantite: 3,
        prixUnitaire: 3000,
        options: [
          { groupe: 'Taille', nom: 'Grande', prixDelta: 500 },
          { groupe: 'Suppléments', nom: 'Œuf', prixDelta: 200 },
          { groupe: 'Suppléments', nom: 'Fromage', prixDelta: 300 },
        ],
      },
      {
        produitId: p.id,
        produitNom: p.nom,
        quantite: 1,
        prixUnitaire: 2000,
        options: [{ groupe: 'Taille', nom: 'Petite', prixDelta: 0 }],
      },
    ]);
    expect(o.sousTotal).toBe(3 * 3000 + 2000);

    // The business's ticket and notice show the choices; a later menu edit does not rewrite them.
    await updateProduct(p.id, { groupesOptions: [] });
    const ticket = await s.t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${s.m.entreprise.id}/orders/${o.id}`,
      headers: s.m.owner.headers,
    });
    expect(ticket.statusCode).toBe(200);
    const items = ticket.json<{ items: Array<{ options: Array<{ nom: string }> }> }>().items;
    expect(items[0]!.options.map((c) => c.nom)).toEqual(['Grande', 'Œuf', 'Fromage']);
    const notices = await s.t.database.db
      .selectFrom('notifications')
      .select('corps')
      .where('commandeId', '=', o.id)
      .execute();
    expect(notices.map((n) => n.corps).join(' ')).toContain(`3 × ${p.nom} (Grande, Œuf, Fromage)`);
    const day = new Date().toISOString().slice(0, 10);
    const csv = await s.t.app.inject({
      method: 'GET',
      url: `/api/entreprises/${s.m.entreprise.id}/orders.csv?from=${day}&to=${day}`,
      headers: s.m.owner.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`3 × ${p.nom} (Grande, Œuf, Fromage), 1 × ${p.nom} (Petite)`);
    const history = await s.t.app.inject({
      method: 'GET',
      url: '/api/commandes/client',
      headers: s.m.client.headers,
    });
    const mine = history.json<Array<{ id: string; items: Array<{ options: Array<{ nom: string }> }> }>>();
    expect(mine.find((x) => x.id === o.id)!.items[0]!.options.map((c) => c.nom)).toEqual([
      'Grande',
      'Œuf',
      'Fromage',
    ]);
  });

  it('quotes the cart as checkout charges it', async () => {
    const p = await burger();
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/commandes/devis',
      headers: s.m.client.headers,
      payload: {
        entrepriseId: s.m.entreprise.id,
        items: [{ produitId: p.id, quantite: 2, options: [opt(p, 'Grande'), opt(p, 'Bacon')] }],
        latitude: 5.2,
        longitude: -3.74,
      },
    });
    expect(res.statusCode).toBe(200);
    const devis = res.json<{ sousTotal: number; total: number; fraisLivraison: number; lignes: unknown[] }>();
    expect(devis.sousTotal).toBe(2 * 2900);
    expect(devis.total).toBe(devis.sousTotal + devis.fraisLivraison);
    const refused = await s.t.app.inject({
      method: 'POST',
      url: '/api/commandes/devis',
      headers: s.m.client.headers,
      payload: { entrepriseId: s.m.entreprise.id, items: [{ produitId: p.id, quantite: 1 }] },
    });
    expectRefusal(refused, 400, CHOICE_MSG.tooFew('Taille', p.nom, 1));
  });

  it('keeps the one-tap add of a product without options', async () => {
    const res = await order([{ produitId: s.m.bissap.id, quantite: 1 }]);
    expect(res.statusCode).toBe(201);
  });

  it('refuses each wrong choice with a French message', async () => {
    const p = await burger();
    const other = await burger();
    const sold = await burger({
      groupesOptions: [
        { ...TAILLE, options: [TAILLE.options[0], { ...TAILLE.options[1], disponible: false }] },
      ],
    });
    const cases: Array<[unknown[], number, string]> = [
      [[{ produitId: p.id, quantite: 1, options: [] }], 400, CHOICE_MSG.tooFew('Taille', p.nom, 1)],
      [
        [{ produitId: p.id, quantite: 1, options: [opt(p, 'Grande'), opt(other, 'Œuf')] }],
        400,
        CHOICE_MSG.otherProduct(p.nom),
      ],
      [
        [{ produitId: p.id, quantite: 1, options: [opt(p, 'Grande'), opt(p, 'Petite')] }],
        400,
        CHOICE_MSG.tooMany('Taille', p.nom, 1),
      ],
      [
        [
          {
            produitId: p.id,
            quantite: 1,
            options: [opt(p, 'Grande'), opt(p, 'Œuf'), opt(p, 'Fromage'), opt(p, 'Bacon')],
          },
        ],
        400,
        CHOICE_MSG.tooMany('Suppléments', p.nom, 2),
      ],
      [
        [{ produitId: p.id, quantite: 1, options: [opt(p, 'Grande'), opt(p, 'Œuf'), opt(p, 'Œuf')] }],
        400,
        CHOICE_MSG.duplicate(p.nom),
      ],
      [
        [{ produitId: sold.id, quantite: 1, options: [opt(sold, 'Grande')] }],
        409,
        CHOICE_MSG.unavailable('Grande', sold.nom),
      ],
      [
        [{ produitId: s.m.bissap.id, quantite: 1, options: [opt(p, 'Grande')] }],
        400,
        CHOICE_MSG.otherProduct('Bissap'),
      ],
      [[{ produitId: p.id, quantite: 1, options: ['grande'] }], 400, OPTION_MSG.optionsInvalid],
    ];
    for (const [items, status, message] of cases) {
      expectRefusal(await order(items), status, message);
    }
  });

  it('prices 50 parallel checkouts right, and refuses an option made unavailable meanwhile', async () => {
    const p = await burger();
    const grande = opt(p, 'Grande');
    const fromage = opt(p, 'Fromage');
    const line = { produitId: p.id, quantite: 1, options: [grande, fromage] };
    const placed = await Promise.all(Array.from({ length: 50 }, () => order([line])));
    expect(placed.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    for (const r of placed) expect(r.json<{ sousTotal: number }>().sousTotal).toBe(2800);

    // The owner sells out "Fromage" while 30 checkouts are on their way.
    const groupes = p.groupesOptions.map((g) => ({
      ...g,
      options: g.options.map((o) => (o.id === fromage ? { ...o, disponible: false } : o)),
    }));
    const [edit, ...racing] = await Promise.all([
      updateProduct(p.id, { groupesOptions: groupes }),
      ...Array.from({ length: 30 }, () => order([line])),
    ]);
    expect(edit.statusCode).toBe(200);
    for (const r of racing) {
      if (r.statusCode === 201) expect(r.json<{ sousTotal: number }>().sousTotal).toBe(2800);
      else expectRefusal(r, 409, CHOICE_MSG.unavailable('Fromage', p.nom));
    }
    expectRefusal(await order([line]), 409, CHOICE_MSG.unavailable('Fromage', p.nom));
    const lines = await s.t.database.db
      .selectFrom('lignesCommande')
      .select(['prixUnitaire'])
      .where('produitId', '=', p.id)
      .execute();
    expect(lines.every((l) => l.prixUnitaire === 2800)).toBe(true);
  });
});
