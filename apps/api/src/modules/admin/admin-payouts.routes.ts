import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCommandeSchema,
  adminCommandesPageSchema,
  adminCommandesQuerySchema,
  bulkPayoutBodySchema,
  bulkPayoutResultSchema,
  payoutBodySchema,
  payoutGroupsPageSchema,
  payoutGroupsQuerySchema,
} from '@comoe/shared/schemas/admin';
import { commandeIdSchema } from '@comoe/shared/schemas/admin-common';
import { adminErrors, adminRoute } from './admin-routes.ts';
import { createAdminPayoutsService } from './admin-payouts.service.ts';

/** 'Paiements': what the businesses are owed, and marking it paid (design §12). */
export const adminPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payouts = createAdminPayoutsService(app);

  const list = adminRoute(
    app,
    'Les commandes de la période (À verser : EN_ATTENTE, Versés : PAYE), les plus récentes d’abord',
  );
  app.get(
    '/api/admin/commandes',
    {
      preHandler: list.preHandler,
      schema: {
        ...list.docs,
        querystring: adminCommandesQuerySchema,
        response: { 200: adminCommandesPageSchema, ...adminErrors },
      },
    },
    (req) => payouts.list(req.query),
  );

  const groups = adminRoute(
    app,
    'Ce que chaque entreprise doit recevoir (ou a reçu) sur la période, le plus gros montant d’abord',
  );
  app.get(
    '/api/admin/commandes/par-entreprise',
    {
      preHandler: groups.preHandler,
      schema: {
        ...groups.docs,
        querystring: payoutGroupsQuerySchema,
        response: { 200: payoutGroupsPageSchema, ...adminErrors },
      },
    },
    (req) => payouts.groups(req.query),
  );

  const one = adminRoute(app, 'Marquer une commande livrée comme versée à son entreprise (une seule fois)');
  app.post(
    '/api/admin/commandes/:id/payout',
    {
      preHandler: one.preHandler,
      schema: {
        ...one.docs,
        params: z.object({ id: commandeIdSchema.transform((id) => id.toLowerCase()) }),
        body: payoutBodySchema,
        response: { 200: adminCommandeSchema, ...adminErrors },
      },
    },
    (req) => payouts.payOne(req.params.id, req.body.reference),
  );

  const many = adminRoute(
    app,
    'Marquer plusieurs commandes comme versées (500 au plus) : lesquelles l’ont été, lesquelles non et pourquoi',
  );
  app.post(
    '/api/admin/payouts',
    {
      preHandler: many.preHandler,
      schema: {
        ...many.docs,
        body: bulkPayoutBodySchema,
        response: { 200: bulkPayoutResultSchema, ...adminErrors },
      },
    },
    (req) => payouts.payMany(req.body.commandeIds, req.body.reference),
  );
};
