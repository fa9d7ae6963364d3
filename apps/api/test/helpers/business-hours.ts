// Shared by business-hours.test.ts and business-pause.test.ts (issue 21 §2): the business world on
// a clock the tests move, the hours and pause routes, and what a client sees of the business.
// Abidjan is UTC+0, so 'Z' times are the local ones. 2026-11-23 is a Monday.
import { afterAll, beforeAll, expect } from 'vitest';
import { appWith, type Headers, type TestApp } from './app.ts';
import { businessWorld, type World } from './business.ts';
import { createProduit } from './factories.ts';

export const hours = {} as { t: TestApp; w: World; produitId: number };
let now = Date.parse('2026-11-23T10:00:00Z');
export const setNow = (iso: string) => (now = Date.parse(iso));

/** Builds the world (lists cached for a minute) before the file's tests, closes it after. */
export function hoursWorld(): void {
  beforeAll(async () => {
    ({ t: hours.t, w: hours.w } = await appWith(
      businessWorld,
      { menuCacheMs: 60_000 },
      { clock: () => now },
    ));
    hours.produitId = (
      await createProduit(hours.t.database.db, hours.w.owner.entreprise.id, { nom: 'Garba', prix: 1000 })
    ).id;
  });
  afterAll(() => hours.t.close());
}

export const id = () => hours.w.owner.entreprise.id;
export const horaires = (
  payload?: unknown,
  headers: Headers = hours.w.owner.headers,
  entrepriseId: number | string = id(),
) =>
  hours.t.app.inject({
    method: payload === undefined ? 'GET' : 'PUT',
    url: `/api/entreprises/${entrepriseId}/horaires`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
export const pause = (
  payload: unknown,
  headers: Headers = hours.w.owner.headers,
  entrepriseId: number | string = id(),
) =>
  hours.t.app.inject({
    method: 'POST',
    url: `/api/entreprises/${entrepriseId}/pause`,
    headers,
    payload: payload as object,
  });
export const resume = (headers: Headers = hours.w.owner.headers) =>
  hours.t.app.inject({ method: 'DELETE', url: `/api/entreprises/${id()}/pause`, headers });

export const WEEK = {
  jours: [1, 2, 3, 4, 5]
    .map((jour) => ({
      jour,
      plages: [
        { debut: '18:00', fin: '23:00' },
        { debut: '11:00', fin: '14:30' },
      ],
    }))
    .concat([{ jour: 6, plages: [{ debut: '18:00', fin: '02:00' }] }]),
  fermetures: [{ date: '2026-11-25', motif: 'Inventaire' }],
};

/** What a client sees of the owner's business: the city list, its page, a search, a quote, an order. */
export async function seen() {
  const get = (url: string) => hours.t.app.inject({ method: 'GET', url, headers: hours.w.client.headers });
  const list = (await get(`/api/entreprises/ville/${encodeURIComponent(hours.w.ville.nom)}`)).json<
    Array<{ id: number; ouverteMaintenant: boolean; prochainChangement: unknown }>
  >();
  const inList = list.find((e) => e.id === id());
  const page = (await get(`/api/entreprises/${id()}`)).json<{
    ouverteMaintenant: boolean;
    prochainChangement: unknown;
  }>();
  const search = (await get(`/api/villes/${encodeURIComponent(hours.w.ville.nom)}/recherche?q=garba`)).json<{
    entreprises: Array<{ id: number; ouverteMaintenant: boolean; prochainChangement: unknown }>;
  }>();
  const devis = await get(`/api/commandes/devis?entrepriseId=${id()}`);
  const order = await hours.t.app.inject({
    method: 'POST',
    url: '/api/commandes',
    headers: hours.w.client.headers,
    payload: {
      entrepriseId: id(),
      items: [{ produitId: hours.produitId, quantite: 1 }],
      typePaiement: 'ESPECES',
      adresseLivraison: 'Quartier France, maison jaune',
      latitude: 5.2,
      longitude: -3.74,
      infoSupplementaire: null,
    },
  });
  const state = {
    ouverteMaintenant: inList?.ouverteMaintenant,
    prochainChangement: inList?.prochainChangement,
  };
  // The page and the search say the same as the list.
  expect({ ouverteMaintenant: page.ouverteMaintenant, prochainChangement: page.prochainChangement }).toEqual(
    state,
  );
  // The search leaves out a business its owner switched off; it finds one closed by its hours.
  const found = search.entreprises.find((e) => e.id === id());
  if (found)
    expect({
      ouverteMaintenant: found.ouverteMaintenant,
      prochainChangement: found.prochainChangement,
    }).toEqual(state);
  return {
    ...state,
    inSearch: !!found,
    devis: devis.statusCode,
    order: order.statusCode,
    message: order.statusCode === 201 ? undefined : order.json<{ message: string }>().message,
    devisMessage: devis.statusCode === 200 ? undefined : devis.json<{ message: string }>().message,
  };
}
