import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessStatsSchema,
  livraisonsPageSchema,
  livraisonsQuerySchema,
  paiementsPageSchema,
  paiementsQuerySchema,
  statsQuerySchema,
} from '@comoe/shared/schemas/entreprise-reports';
import { idParams, signedInRoutes, withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createBusinessReportsService } from './entreprise-reports.service.ts';

/** The owner's dashboard figures, deliveries and payouts (spec part 2 §3, §9; design §9, §12). */
export const businessReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'entreprise', [400, 401, 403, 404], ['ENTREPRISE', 'ADMIN']);
  const service = createBusinessReportsService(app);

  app.get(
    '/api/entreprises/:id/stats',
    route('Les chiffres de la période (commandes passées du au, jours entiers) et la courbe par jour', {
      params: idParams,
      ...withQuery(statsQuerySchema, businessStatsSchema),
    }),
    (req) => service.stats(currentUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/entreprises/:id/livraisons',
    route('Les livraisons en cours, ou leur historique (livrées ou annulées après la prise par un livreur)', {
      params: idParams,
      ...withQuery(livraisonsQuerySchema, livraisonsPageSchema),
    }),
    (req) => service.livraisons(currentUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/entreprises/:id/paiements',
    route(
      'Ce que l’entreprise doit recevoir pour chaque commande livrée de la période, les plus récentes d’abord',
      { params: idParams, ...withQuery(paiementsQuerySchema, paiementsPageSchema) },
    ),
    (req) => service.paiements(currentUser(req), req.params.id, req.query),
  );
};
