import { afterAll, beforeAll } from 'vitest';
import type { OrderStatus } from '@comoe/shared/enums';
import { appWith, type TestApp } from './app.ts';
import { createUser, bearer, login } from './factories.ts';
import { marketplace, type Market } from './marketplace.ts';
import { insertOrder } from './orders.ts';

type Headers = Record<string, string>;

/** The desk's calls as an admin makes them (`headers` default to the marketplace's admin). */
export function deskCalls(t: TestApp, m: Market) {
  const post = (id: string, action: string, payload: unknown, headers: Headers = m.admin.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/commandes/${id}/${action}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
  return {
    cancel: (id: string, motif: unknown = 'Client injoignable', headers?: Headers) =>
      post(id, 'annuler', { motif }, headers),
    release: (id: string, motif: unknown = 'Livreur en panne', headers?: Headers) =>
      post(id, 'liberer', { motif }, headers),
    assign: (id: string, livreurId: unknown, headers?: Headers) =>
      post(id, 'assigner', { livreurId }, headers),
    unlock: (id: string, headers?: Headers) => post(id, 'debloquer-codes', undefined, headers),
    detail: (id: string, headers: Headers = m.admin.headers) =>
      t.app.inject({ method: 'GET', url: `/api/admin/commandes/${id}`, headers }),
    list: (query: string, headers: Headers = m.admin.headers) =>
      t.app.inject({ method: 'GET', url: `/api/admin/commandes/suivi?${query}`, headers }),
  };
}

/** An order of the marketplace in this status, held by `livreurId` when given. */
export function orderIn(t: TestApp, m: Market, statut: OrderStatus, livreurId: number | null = null) {
  return insertOrder(t.database.db, {
    entrepriseId: m.entreprise.id,
    clientId: m.client.id,
    villeId: m.ville.id,
    statut,
    livreurId,
  });
}

/** A courier of this city who may ride now: verified, available. */
export async function readyCourier(
  t: TestApp,
  villeId: number,
  opts: { verifie?: boolean; disponible?: boolean } = {},
) {
  const user = await createUser(t.database.db, 'LIVREUR', { villeId });
  await t.database.db
    .updateTable('livreurs')
    .set({ verifie: opts.verifie ?? true, disponible: opts.disponible ?? true })
    .where('utilisateurId', '=', user.id)
    .execute();
  return { ...user, headers: bearer(await login(t.app, user)) };
}

export async function orderState(t: TestApp, id: string) {
  return t.database.db
    .selectFrom('commandes')
    .select(['statut', 'livreurId', 'essaisCodeClient', 'essaisCodeEntreprise'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function journalRows(t: TestApp, cibleId: string) {
  return t.database.db
    .selectFrom('journalAdmin')
    .select(['adminId', 'type', 'motif', 'resume'])
    .where('cibleId', '=', cibleId)
    .orderBy('id')
    .execute();
}

export function notificationsOf(t: TestApp, userId: number) {
  return t.database.db
    .selectFrom('notifications')
    .select(['corps', 'commandeId'])
    .where('utilisateurId', '=', userId)
    .orderBy('id')
    .execute();
}

export type DeskCalls = ReturnType<typeof deskCalls>;

/**
 * A file's app on a fresh marketplace and the desk's calls on it: `assign` hands them to the
 * file's own variables once built (`deskSuite((s) => ({ t, m, desk } = s))`).
 */
export function deskSuite(assign: (s: { t: TestApp; m: Market; desk: DeskCalls }) => void) {
  let t: TestApp;
  beforeAll(async () => {
    const built = await appWith(marketplace);
    t = built.t;
    assign({ t, m: built.w, desk: deskCalls(t, built.w) });
  });
  afterAll(() => t.close());
}
