import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountStatutBodySchema,
  accountStatutSchema,
  adminEntreprisesPageSchema,
  adminEntreprisesQuerySchema,
  adminLivreurSchema,
  adminLivreursPageSchema,
  adminLivreursQuerySchema,
  verificationBodySchema,
} from '@comoe/shared/schemas/admin-accounts';
import { idParam } from '@comoe/shared/validation';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminDirectoryService } from './admin-directory.service.ts';

const params = z.object({ id: idParam });

/** 'Entreprises' and 'Livreurs': server-side filtered, sorted, paginated tables and their actions. */
export const adminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const directory = createAdminDirectoryService(app);

  app.get(
    '/api/admin/entreprises',
    route('Les entreprises : recherche, inscription du au, statut, type, tri et pages', {
      querystring: adminEntreprisesQuerySchema,
      response: { 200: adminEntreprisesPageSchema },
    }),
    (req) => directory.entreprises(req.query),
  );

  app.get(
    '/api/admin/livreurs',
    route('Les livreurs : recherche, inscription du au, statut, tri et pages', {
      querystring: adminLivreursQuerySchema,
      response: { 200: adminLivreursPageSchema },
    }),
    (req) => directory.livreurs(req.query),
  );

  app.put(
    '/api/admin/utilisateurs/:id/statut',
    route(
      'Activer ou désactiver un compte (désactivé : ses sessions se ferment, sa connexion est refusée, son entreprise est masquée)',
      {
        params,
        body: accountStatutBodySchema,
        response: { 200: accountStatutSchema },
      },
    ),
    (req) => directory.setStatut(currentUser(req), req.params.id, req.body.statut),
  );

  app.put(
    '/api/admin/livreurs/:id/verification',
    route('Marquer un livreur comme vérifié (ou non)', {
      params,
      body: verificationBodySchema,
      response: { 200: adminLivreurSchema },
    }),
    (req) => directory.verify(req.params.id, req.body.isVerified),
  );
};
