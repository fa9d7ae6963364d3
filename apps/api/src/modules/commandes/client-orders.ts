import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import type { Database } from '../../db/database.ts';
import { findLines, listClientOrders } from './commandes.repository.ts';
import { latestProblems, linesByOrder, orderEndings, orderHead } from './order-views.ts';
import { lineChoices } from './line-options.ts';

/** A client's orders in the shape of `GET /api/commandes/client` (codeClient included). */
export async function clientOrders(
  db: Database,
  clientId: number,
  opts: { limit?: number; id?: string } = {},
) {
  const rows = await listClientOrders(db, clientId, opts.limit ?? 200, opts.id);
  const lines = await findLines(
    db,
    rows.map((r) => r.id),
  );
  const byOrder = linesByOrder(lines);
  const endings = await orderEndings(db, rows);
  // Only an order on its way: the problem is for the client to act on (call the courier).
  const problems = await latestProblems(
    db,
    rows.filter((r) => r.statut === 'EN_LIVRAISON').map((r) => r.id),
  );
  return rows.map((r): ClientOrder => ({
    ...orderHead(r),
    codeClient: r.codeClient,
    // Given at the door: the order ended delivered by its courier.
    codeClientUtilise: endings.get(r.id)?.motifFin === 'LIVREE',
    entrepriseId: r.entrepriseId,
    entrepriseNom: r.entrepriseNom,
    entreprisePhotoUrl: r.entreprisePhotoUrl,
    entrepriseTelephone: r.entrepriseTelephone,
    adresseLivraison: r.adresseLivraison,
    livreurNom: r.livreurPrenom ? `${r.livreurPrenom} ${r.livreurNom ?? ''}`.trim() : null,
    livreurTelephone: r.livreurTelephone,
    noteClient: r.noteClient,
    commentaireClient: r.commentaireClient,
    noteLivreur: r.noteLivreurClient,
    commentaireLivreur: r.commentaireLivreurClient,
    motifFin: endings.get(r.id)?.motifFin ?? null,
    raisonFin: endings.get(r.id)?.raisonFin ?? null,
    probleme: problems.get(r.id) ?? null,
    items: (byOrder.get(r.id) ?? []).map((l) => ({
      produitId: l.produitId,
      quantite: l.quantite,
      produitNom: l.nomProduit,
      prixUnitaire: l.prixUnitaire,
      options: lineChoices(l.options),
    })),
  }));
}
