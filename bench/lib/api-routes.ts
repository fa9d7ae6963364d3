// The reads `npm run bench:api` measures: the catalog as a phone's browser asks for it, on the
// demo data and on the large data set.
import type { AppProcess } from './app-process.ts';
import type { CatalogTargets } from './catalog-targets.ts';

export interface RouteBench {
  name: string;
  baseUrl: string;
  path: string;
  headers?: Record<string, string>;
  /** The route must reach at least this share of the bare process's requests per second. */
  budgetRatio: number;
}

// As a phone's browser asks: every one of them accepts compressed answers.
export const browser = { 'accept-encoding': 'gzip, deflate, br' };

export const catalogRoutes = (prefix: string, app: AppProcess, t: CatalogTargets): RouteBench[] => [
  {
    name: `${prefix}villes`,
    baseUrl: app.baseUrl,
    path: '/api/villes',
    headers: browser,
    budgetRatio: 0.6,
  },
  {
    name: `${prefix}entreprises`,
    baseUrl: app.baseUrl,
    path: `/api/entreprises/ville/${encodeURIComponent(t.ville)}`,
    headers: { ...browser, ...t.headers },
    budgetRatio: 0.5,
  },
  {
    name: `${prefix}menu`,
    baseUrl: app.baseUrl,
    path: `/api/produits/entreprise_prod_cate/${t.menuId}`,
    headers: { ...browser, ...t.headers },
    budgetRatio: 0.4,
  },
];

export const describeTargets = (t: CatalogTargets) =>
  `ville « ${t.ville} » : ${t.entreprises} entreprises ; menu ${t.menuId} : ${t.produits} produits`;

/** The targets as the results file keeps them: without the bearer tokens. */
export function targetsWithoutTokens(targets: Record<string, CatalogTargets | null>) {
  return Object.fromEntries(
    Object.entries(targets).map(([k, t]) => [
      k,
      t && { ville: t.ville, entreprises: t.entreprises, menuId: t.menuId, produits: t.produits },
    ]),
  );
}
