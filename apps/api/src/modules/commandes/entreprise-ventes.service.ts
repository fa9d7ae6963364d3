import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MONEY_STATUS, partEntreprise } from '@comoe/shared/admin-finance';
import { STATUS_LABELS } from '@comoe/shared/commandes/statuses';
import { PAYMENT_TYPE_LABELS } from '@comoe/shared/enums';
import type { DayRange } from '@comoe/shared/periods';
import { PAYOUT_STATUS_LABELS } from '@comoe/shared/schemas/entreprise-reports';
import { ORDERS_CSV_HEADER, type VentesProduits } from '@comoe/shared/schemas/entreprise-ventes';
import { CSV_BOM, csvLine, frenchDateTime } from '../../lib/csv.ts';
import type { AuthUser } from '../../types.ts';
import { ownedEntreprise } from '../entreprises/entreprise-access.ts';
import { csvOrderLines, csvOrdersAfter, salesByProduct } from './entreprise-ventes.repository.ts';
import { withChoices } from '@comoe/shared/product-options';
import { lineChoices } from './line-options.ts';

/** Orders read per query of the CSV export, as the admin's finance export does. */
const CSV_CHUNK = 500;

type CsvOrder = Awaited<ReturnType<typeof csvOrdersAfter>>[number];

function csvRow(o: CsvOrder, articles: string): string {
  const delivered = o.statut === MONEY_STATUS;
  return csvLine([
    o.id,
    frenchDateTime(o.createdAt),
    `${o.prenom} ${o.nom}`.trim(),
    STATUS_LABELS[o.statut],
    articles,
    PAYMENT_TYPE_LABELS[o.typePaiement],
    o.total,
    o.fraisLivraison,
    // Only a delivered order earns the business anything (design §2).
    delivered ? partEntreprise(o) : 0,
    delivered ? PAYOUT_STATUS_LABELS[o.statutPaiementEntreprise] : '',
  ]);
}

/** Issue 21 §4: sales by product and the orders CSV of the statistics tab. */
export function createBusinessSalesService(app: FastifyInstance) {
  async function ventesProduits(
    user: AuthUser,
    entrepriseId: number,
    range: DayRange,
  ): Promise<VentesProduits> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });
    const rows = (await salesByProduct(app.db, entrepriseId, range)).map((r) => ({
      produitId: r.produitId,
      nom: r.nomProduit,
      quantite: Number(r.quantite ?? 0),
      chiffreAffaires: Number(r.chiffreAffaires ?? 0),
    }));
    const totalChiffreAffaires = rows.reduce((sum, r) => sum + r.chiffreAffaires, 0);
    const totalQuantite = rows.reduce((sum, r) => sum + r.quantite, 0);
    const produits = rows
      .map((r) => ({
        ...r,
        part:
          totalChiffreAffaires > 0 ? Math.round((r.chiffreAffaires / totalChiffreAffaires) * 1000) / 10 : 0,
      }))
      .sort(
        (a, b) =>
          b.chiffreAffaires - a.chiffreAffaires ||
          b.quantite - a.quantite ||
          a.nom.localeCompare(b.nom, 'fr'),
      );
    return { produits, totalQuantite, totalChiffreAffaires };
  }

  /** Checks access first (a refusal is a JSON answer), then streams the range a chunk at a time. */
  async function ordersCsv(user: AuthUser, entrepriseId: number, range: DayRange): Promise<Readable> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });
    async function* lines(): AsyncGenerator<string> {
      yield CSV_BOM + csvLine([...ORDERS_CSV_HEADER]);
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const orders = await csvOrdersAfter(app.db, entrepriseId, range, after, CSV_CHUNK);
        const byOrder = new Map<string, string[]>();
        for (const l of await csvOrderLines(
          app.db,
          orders.map((o) => o.id),
        )) {
          const list = byOrder.get(l.commandeId) ?? [];
          list.push(`${l.quantite} × ${withChoices(l.nomProduit, lineChoices(l.options))}`);
          byOrder.set(l.commandeId, list);
        }
        if (orders.length > 0)
          yield orders.map((o) => csvRow(o, (byOrder.get(o.id) ?? []).join(', '))).join('');
        if (orders.length < CSV_CHUNK) return;
        const last = orders[orders.length - 1]!;
        after = { createdAt: last.createdAt, id: last.id };
      }
    }
    return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
  }

  return { ventesProduits, ordersCsv };
}
