import type { FastifyInstance } from 'fastify';
import type { AdminClient, ClientSortKey } from '@comoe/shared/schemas/admin-clients';
import { paging } from '../../lib/paging.ts';
import { countClients, listClients, type ClientFilter } from './admin-clients.repository.ts';

/** The clients table (issue 20 §3): their orders, what they spent, when they last ordered. */
export function createAdminClientsService(app: FastifyInstance) {
  async function clients(
    q: ClientFilter & { page: number; size: number; sort: { key: ClientSortKey; desc: boolean } },
  ): Promise<{ content: AdminClient[]; totalElements: number }> {
    const [rows, totalElements] = await Promise.all([
      listClients(app.db, q, q.sort, paging(q)),
      countClients(app.db, q),
    ]);
    return {
      content: rows.map((r) => ({
        id: r.id,
        prenom: r.prenom,
        nom: r.nom,
        telephone: r.telephone,
        email: r.email,
        ville: r.ville,
        statut: r.statut,
        commandesTotal: Number(r.commandesClient),
        depenseTotale: Number(r.depenseClient),
        derniereCommande: r.derniereCommandeAt ? r.derniereCommandeAt.toISOString() : null,
        dateInscription: r.createdAt.toISOString(),
      })),
      totalElements,
    };
  }
  return { clients };
}
