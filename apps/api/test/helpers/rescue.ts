import type { OrderStatus } from '@comoe/shared/enums';
import type { TestApp } from './app.ts';
import { notificationsOf, orderIn, readyCourier } from './desk.ts';
import type { Market } from './marketplace.ts';

type Headers = Record<string, string>;

/**
 * Issue 34 §1: the desk's ways out of a stuck order as an admin calls them, and what the tests
 * read back (the order's row, its moves, who was told).
 */
export function rescueCalls(t: TestApp, m: Market) {
  const post = (id: string, action: string, payload: unknown, headers: Headers = m.admin.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/commandes/${id}/${action}`,
      headers,
      payload: payload as never,
    });
  const transfer = (
    id: string,
    livreurId: unknown,
    motif: unknown = 'Livreur désactivé',
    headers?: Headers,
  ) => post(id, 'transferer', { livreurId, motif }, headers);
  const close = (
    id: string,
    issue: unknown,
    motif: unknown = 'Client joint par téléphone',
    headers?: Headers,
  ) => post(id, 'cloturer', { issue, motif }, headers);

  const row = (id: string) =>
    t.database.db
      .selectFrom('commandes')
      .select([
        'statut',
        'livreurId',
        'codeClient',
        'codeEntreprise',
        'essaisCodeClient',
        'essaisCodeEntreprise',
        'livreeAt',
        'gainLivreur',
        'preuveLivraisonUrl',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const moves = (id: string) =>
    t.database.db
      .selectFrom('transitionsCommande')
      .select(['deStatut', 'versStatut', 'acteurId', 'motif', 'mouvement'])
      .where('commandeId', '=', id)
      .orderBy('id')
      .execute();
  const told = async (userId: number, id: string) =>
    (await notificationsOf(t, userId)).filter((n) => n.commandeId === id).map((n) => n.corps);
  const missionIds = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/livreurs/mes-missions', headers }))
      .json<{ id: string }[]>()
      .map((x) => x.id);
  const clientView = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/commandes/${id}`, headers: m.client.headers })).json<
      Record<string, unknown>
    >();

  const nameOf = async (id: number) => {
    const u = await t.database.db
      .selectFrom('utilisateurs')
      .select(['prenom', 'nom'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return `${u.prenom} ${u.nom}`;
  };

  /** An order held by a courier who was then deactivated (he can no longer sign in). */
  async function stuck(statut: Extract<OrderStatus, 'ACCEPTEE' | 'PRETE' | 'EN_LIVRAISON'>) {
    const former = await readyCourier(t, m.ville.id);
    const id = await orderIn(t, m, statut, former.id);
    await t.database.db
      .updateTable('utilisateurs')
      .set({ statut: 'INACTIF' })
      .where('id', '=', former.id)
      .execute();
    return { id, former };
  }

  return { post, transfer, close, row, moves, told, missionIds, clientView, nameOf, stuck };
}

export type RescueCalls = ReturnType<typeof rescueCalls>;
