import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountStatutBodySchema,
  accountStatutSchema,
  adminEntreprisesPageSchema,
  adminEntreprisesQuerySchema,
  adminLivreursPageSchema,
  adminLivreursQuerySchema,
} from '@comoe/shared/schemas/admin-accounts';
import { payoutAccountInputSchema, payoutAccountSchema } from '@comoe/shared/schemas/entreprise-profile';
import { changeById, withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminDirectoryService } from './admin-directory.service.ts';
import { createPayoutsService } from '../payouts/payouts.service.ts';

/** 'Entreprises' and 'Livreurs': server-side filtered, sorted, paginated tables and their actions. */
export const adminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const directory = createAdminDirectoryService(app);
  const payouts = createPayoutsService(app);

  app.get(
    '/api/admin/entreprises',
    route(
      'Les entreprises : recherche, inscription du au, statut, type, tri et pages',
      withQuery(adminEntreprisesQuerySchema, adminEntreprisesPageSchema),
    ),
    (req) => directory.entreprises(req.query),
  );

  app.get(
    '/api/admin/livreurs',
    route(
      'Les livreurs : recherche, inscription du au, statut, tri et pages',
      withQuery(adminLivreursQuerySchema, adminLivreursPageSchema),
    ),
    (req) => directory.livreurs(req.query),
  );

  app.put(
    '/api/admin/utilisateurs/:id/statut',
    route(
      'Activer ou désactiver un compte avec un motif que la personne lit (désactivé : ses sessions se ferment, sa connexion est refusée avec le motif, son entreprise est masquée, ses commandes pas encore récupérées annulées ou remises aux livreurs)',
      changeById(accountStatutBodySchema, accountStatutSchema),
    ),
    (req) => directory.setStatut(currentUser(req), req.params.id, req.body.statut, req.body.motif),
  );

  app.put(
    '/api/admin/entreprises/:id/compte-versement',
    route(
      "Saisir ou corriger le compte de versement d'une entreprise, même désactivée (journalisé, le propriétaire prévenu)",
      changeById(payoutAccountInputSchema, payoutAccountSchema),
    ),
    (req) => payouts.saveByAdmin(currentUser(req), req.params.id, req.body),
  );
};
