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
import { adminErrors, adminRoute } from './admin-routes.ts';
import { createAdminDirectoryService } from './admin-directory.service.ts';

const params = z.object({ id: idParam });

/** 'Entreprises' and 'Livreurs': server-side filtered, sorted, paginated tables and their actions. */
export const adminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = createAdminDirectoryService(app);

  const entreprises = adminRoute(
    app,
    'Les entreprises : recherche, inscription du au, statut, type, tri et pages',
  );
  app.get(
    '/api/admin/entreprises',
    {
      preHandler: entreprises.preHandler,
      schema: {
        ...entreprises.docs,
        querystring: adminEntreprisesQuerySchema,
        response: { 200: adminEntreprisesPageSchema, ...adminErrors },
      },
    },
    (req) => directory.entreprises(req.query),
  );

  const livreurs = adminRoute(app, 'Les livreurs : recherche, inscription du au, statut, tri et pages');
  app.get(
    '/api/admin/livreurs',
    {
      preHandler: livreurs.preHandler,
      schema: {
        ...livreurs.docs,
        querystring: adminLivreursQuerySchema,
        response: { 200: adminLivreursPageSchema, ...adminErrors },
      },
    },
    (req) => directory.livreurs(req.query),
  );

  const statut = adminRoute(
    app,
    'Activer ou désactiver un compte (désactivé : ses sessions se ferment, sa connexion est refusée, son entreprise est masquée)',
  );
  app.put(
    '/api/admin/utilisateurs/:id/statut',
    {
      preHandler: statut.preHandler,
      schema: {
        ...statut.docs,
        params,
        body: accountStatutBodySchema,
        response: { 200: accountStatutSchema, ...adminErrors },
      },
    },
    (req) => directory.setStatut(currentUser(req), req.params.id, req.body.statut),
  );

  const verification = adminRoute(app, 'Marquer un livreur comme vérifié (ou non)');
  app.put(
    '/api/admin/livreurs/:id/verification',
    {
      preHandler: verification.preHandler,
      schema: {
        ...verification.docs,
        params,
        body: verificationBodySchema,
        response: { 200: adminLivreurSchema, ...adminErrors },
      },
    },
    (req) => directory.verify(req.params.id, req.body.isVerified),
  );
};
