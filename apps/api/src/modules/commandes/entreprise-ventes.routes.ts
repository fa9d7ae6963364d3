import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ordersCsvFileName,
  ordersCsvQuerySchema,
  ventesProduitsQuerySchema,
  ventesProduitsSchema,
} from '@comoe/shared/schemas/entreprise-ventes';
import { idParams, mediaAnswer, signedInRoutes, withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createBusinessSalesService } from './entreprise-ventes.service.ts';

/** The statistics tab's sales by product and orders export (issue 21 §4). */
export const businessSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'entreprise', [400, 401, 403, 404], ['ENTREPRISE', 'ADMIN']);
  const service = createBusinessSalesService(app);

  app.get(
    '/api/entreprises/:id/stats/produits',
    route('Les ventes par produit (commandes passées dans la période et livrées) : quantité, chiffre, part', {
      params: idParams,
      ...withQuery(ventesProduitsQuerySchema, ventesProduitsSchema),
    }),
    (req) => service.ventesProduits(currentUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/entreprises/:id/orders.csv',
    route('Les commandes de la période en CSV (UTF-8 avec BOM, séparateur ;), les plus récentes d’abord', {
      params: idParams,
      querystring: ordersCsvQuerySchema,
      response: { 200: mediaAnswer('text/csv', 'text/csv; charset=utf-8') },
    }),
    async (req, reply) => {
      const csv = await service.ordersCsv(currentUser(req), req.params.id, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${ordersCsvFileName(req.query)}"`)
        .header('Cache-Control', 'no-store')
        .send(csv as never);
    },
  );
};
