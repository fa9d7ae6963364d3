import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import {
  rechercheQuerySchema,
  rechercheResultSchema,
  SEARCH_LIMIT,
  type RechercheEntreprise,
  type RechercheResult,
} from '@comoe/shared/schemas/recherche';
import { searchTerms } from '@comoe/shared/search-text';
import { safeString } from '@comoe/shared/validation';
import { notFound } from '../../lib/app-error.ts';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { ouvertureOfRow } from '../../lib/horaires-column.ts';
import { toProduitCard } from './catalog.repository.ts';
import { searchProduitsOfVille } from './search.repository.ts';

const errors = errorAnswers(400, 401, 403, 404);
const doc = signedInDocs('catalogue');

type Row = Awaited<ReturnType<typeof searchProduitsOfVille>>[number];

/** Rows come sorted (available first); each business appears where its first product did. */
function groupByEntreprise(rows: readonly Row[], now: number): RechercheEntreprise[] {
  const groups = new Map<number, RechercheEntreprise>();
  for (const r of rows) {
    let group = groups.get(r.entrepriseId);
    if (!group) {
      group = {
        id: r.entrepriseId,
        nom: r.entrepriseNom,
        type: r.entrepriseType,
        photoFacade: r.photoFacadeUrl,
        ...ouvertureOfRow(r, now),
        produits: [],
      };
      groups.set(r.entrepriseId, group);
    }
    group.produits.push(toProduitCard(r));
  }
  return [...groups.values()];
}

/** Dishes and products across a city: what the city page's search box asks as the client types. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/villes/:ville/recherche',
    {
      onRequest: app.requireAuth(),
      schema: {
        ...doc(
          "Rechercher un plat ou un produit dans les entreprises ouvertes d'une ville (sans tenir compte des accents ni de la casse)",
        ),
        params: z.object({ ville: safeString().min(1).max(60) }),
        querystring: rechercheQuerySchema,
        response: { 200: rechercheResultSchema, ...errors },
      },
    },
    async (req): Promise<RechercheResult> => {
      const { ville: named } = req.params;
      const ville =
        (await app.villes.bySlug(named)) ??
        (await app.villes.list()).find((v) => String(v.id) === named.trim());
      if (!ville) throw notFound(MSG.cityUnknown, 'CITY_UNKNOWN');
      const rows = await searchProduitsOfVille(app.db, ville.id, searchTerms(req.query.q), SEARCH_LIMIT);
      return { total: rows.length, entreprises: groupByEntreprise(rows, app.clock()) };
    },
  );
};
