import { isCancelled, isDelivered } from '@comoe/shared/commandes/statuses';
import type { FastifyInstance } from 'fastify';
import { abidjanDay, daysOf, type DayRange } from '@comoe/shared/periods';
import type { BusinessStats, Livraison, PaiementsPage } from '@comoe/shared/schemas/entreprise-reports';
import { paging } from '../../lib/paging.ts';
import type { AuthUser } from '../../types.ts';
import { toBusinessOrders } from './order-views.ts';
import {
  countDeliveries,
  countPlaced,
  deliveryRows,
  itemsSold,
  paiementRows,
  paiementTotals,
  perDay,
  ratings,
  statsTotals,
} from './entreprise-reports.repository.ts';
import { ownedEntreprise } from '../entreprises/entreprise-access.ts';

/** Longer ranges get no daily chart: a year of bars is already more than a phone shows. */
const MAX_CHART_DAYS = 366;

const num = (v: number | string | null | undefined) => Number(v ?? 0);

export function createBusinessReportsService(app: FastifyInstance) {
  /** Spec part 2 §9 over the orders placed in the range; money counts delivered orders only. */
  async function stats(user: AuthUser, entrepriseId: number, range: DayRange): Promise<BusinessStats> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });
    const today = abidjanDay(new Date());
    const days = daysOf(range);
    const chart = days.length > 0 && days.length <= MAX_CHART_DAYS;
    const [totals, articlesVendus, avis, commandesAujourdhui, jours] = await Promise.all([
      statsTotals(app.db, app.dialect, entrepriseId, range),
      itemsSold(app.db, entrepriseId, range),
      ratings(app.db, entrepriseId, range),
      countPlaced(app.db, entrepriseId, { from: today, to: today }),
      chart ? perDay(app.db, app.dialect, entrepriseId, range) : Promise.resolve([]),
    ]);
    const chiffreAffaires = num(totals.chiffreAffaires);
    const livrees = num(totals.livrees);
    const byDay = new Map(jours.map((j) => [j.jour, j]));
    return {
      commandes: num(totals.commandes),
      chiffreAffaires,
      // Whole FCFA (design §4).
      panierMoyen: livrees > 0 ? Math.round(chiffreAffaires / livrees) : 0,
      articlesVendus,
      enAttente: num(totals.enAttente),
      enLivraison: num(totals.enLivraison),
      livrees,
      annulees: num(totals.annulees),
      clientsUniques: num(totals.clientsUniques),
      tempsMoyenMinutes: totals.tempsMoyen === null ? null : Math.round(Number(totals.tempsMoyen)),
      evaluation: avis.moyenne === null ? null : Math.round(Number(avis.moyenne) * 10) / 10,
      nombreAvis: num(avis.n),
      commandesAujourdhui,
      parJour: chart
        ? days.map((date) => ({
            date,
            commandes: num(byDay.get(date)?.commandes),
            revenu: num(byDay.get(date)?.revenu),
          }))
        : [],
    };
  }

  async function livraisons(
    user: AuthUser,
    entrepriseId: number,
    q: { etat: 'en-cours' | 'historique'; page: number; size: number },
  ): Promise<{ content: Livraison[]; totalElements: number }> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });
    const [rows, totalElements] = await Promise.all([
      deliveryRows(app.db, entrepriseId, q.etat, paging(q)),
      countDeliveries(app.db, entrepriseId, q.etat),
    ]);
    const orders = await toBusinessOrders(app.db, rows);
    const content = rows.flatMap((r, i): Livraison[] => {
      const commande = orders[i];
      if (!commande?.livreur) return [];
      return [
        {
          id: r.id,
          commande,
          livreur: commande.livreur,
          statutLivraison: isDelivered(r.statut) ? 'LIVREE' : isCancelled(r.statut) ? 'ANNULEE' : 'EN_COURS',
          localisation: commande.client.localisation,
          dateLivraison: r.livreeAt ? r.livreeAt.toISOString() : null,
          noteLivreur: r.noteLivreur,
        },
      ];
    });
    return { content, totalElements };
  }

  /** Each delivered order as money owed; the sums cover the whole range, not the page. */
  async function paiements(
    user: AuthUser,
    entrepriseId: number,
    q: DayRange & { page: number; size: number },
  ): Promise<PaiementsPage> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });
    const [rows, totals] = await Promise.all([
      paiementRows(app.db, entrepriseId, q, paging(q)),
      paiementTotals(app.db, entrepriseId, q),
    ]);
    return {
      content: rows.map((r) => ({
        commandeId: r.id,
        montant: num(r.montant),
        // Once paid, how it was paid; until then, where it will go (the account may change).
        methode:
          r.statutPaiementEntreprise === 'PAYE' ? r.methodePaiementEntreprise : (r.methodeCompte ?? null),
        statut: r.statutPaiementEntreprise,
        dateCommande: r.createdAt.toISOString(),
        datePaiement: r.payeAt ? r.payeAt.toISOString() : null,
        reference: r.referencePaiement,
      })),
      totalElements: num(totals.n),
      totalDu: num(totals.du),
      totalPaye: num(totals.paye),
      totalEnAttente: num(totals.enAttente),
    };
  }

  return { stats, livraisons, paiements };
}
