import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessStatsSchema,
  livraisonsPageSchema,
  livraisonsQuerySchema,
  paiementsPageSchema,
  paiementsQuerySchema,
  statsQuerySchema,
} from '@comoe/shared/schemas/entreprise-reports';
import { idParam } from '@comoe/shared/validation';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createBusinessReportsService } from './entreprise-reports.service.ts';

const errors = errorAnswers(400, 401, 403, 404);
const params = z.object({ id: idParam });
const entrepriseDoc = signedInDocs('entreprise');
const doc = (summary: string) => ({ ...entrepriseDoc(summary), params });

/** The owner's dashboard figures, deliveries and payouts (spec part 2 §3, §9; design §9, §12). */
export const businessReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBusinessReportsService(app);
  const preHandler = app.requireAuth('ENTREPRISE', 'ADMIN');

  app.get(
    '/api/entreprises/:id/stats',
    {
      preHandler,
      schema: {
        ...doc('Les chiffres de la période (commandes passées du au, jours entiers) et la courbe par jour'),
        querystring: statsQuerySchema,
        response: { 200: businessStatsSchema, ...errors },
      },
    },
    (req) => service.stats(currentUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/entreprises/:id/livraisons',
    {
      preHandler,
      schema: {
        ...doc(
          'Les livraisons en cours, ou leur historique (livrées ou annulées après la prise par un livreur)',
        ),
        querystring: livraisonsQuerySchema,
        response: { 200: livraisonsPageSchema, ...errors },
      },
    },
    (req) => service.livraisons(currentUser(req), req.params.id, req.query),
  );

  app.get(
    '/api/entreprises/:id/paiements',
    {
      preHandler,
      schema: {
        ...doc(
          'Ce que l’entreprise doit recevoir pour chaque commande livrée de la période, les plus récentes d’abord',
        ),
        querystring: paiementsQuerySchema,
        response: { 200: paiementsPageSchema, ...errors },
      },
    },
    (req) => service.paiements(currentUser(req), req.params.id, req.query),
  );
};
