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
  resteAVerserSchema,
} from '@comoe/shared/schemas/admin';
import { commandeIdSchema } from '@comoe/shared/schemas/admin-common';
import { withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminPayoutsService } from './admin-payouts.service.ts';

/** 'Paiements': what the businesses are owed, and marking it paid (design §12). */
export const adminPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const payouts = createAdminPayoutsService(app);

  app.get(
    '/api/admin/commandes',
    route(
      'Les commandes de la période (À verser : EN_ATTENTE, Versés : PAYE), les plus récentes d’abord',
      withQuery(adminCommandesQuerySchema, adminCommandesPageSchema),
    ),
    (req) => payouts.list(req.query),
  );

  app.get(
    '/api/admin/commandes/par-entreprise',
    route(
      'Ce que chaque entreprise doit recevoir (ou a reçu) sur la période, le plus gros montant d’abord',
      withQuery(payoutGroupsQuerySchema, payoutGroupsPageSchema),
    ),
    (req) => payouts.groups(req.query),
  );

  app.get(
    '/api/admin/paiements/reste',
    route('Reste à verser : ce que les entreprises attendent encore, toutes dates confondues', {
      response: { 200: resteAVerserSchema },
    }),
    () => payouts.reste(),
  );

  app.post(
    '/api/admin/commandes/:id/payout',
    route('Marquer une commande livrée comme versée à son entreprise (une seule fois)', {
      params: z.object({ id: commandeIdSchema.transform((id) => id.toLowerCase()) }),
      body: payoutBodySchema,
      response: { 200: adminCommandeSchema },
    }),
    (req) => payouts.payOne(currentUser(req), req.params.id, req.body.reference),
  );

  app.post(
    '/api/admin/payouts',
    route(
      'Marquer plusieurs commandes comme versées (500 au plus) : lesquelles l’ont été, lesquelles non et pourquoi',
      {
        body: bulkPayoutBodySchema,
        response: { 200: bulkPayoutResultSchema },
      },
    ),
    (req) => payouts.payMany(currentUser(req), req.body.commandeIds, req.body.reference),
  );
};
