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
      // The repository selects the client's columns under the answer's names: only totals and times change.
      content: rows.map(({ commandesClient, depenseClient, derniereCommandeAt, createdAt, ...client }) => ({
        ...client,
        commandesTotal: Number(commandesClient),
        depenseTotale: Number(depenseClient),
        derniereCommande: derniereCommandeAt?.toISOString() ?? null,
        dateInscription: createdAt.toISOString(),
      })),
      totalElements,
    };
  }
  return { clients };
}
