import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChangeRequestSchema,
  adminChangeRequestsQuerySchema,
  adminChangeRequestsSchema,
  changeDecisionBodySchema,
  changeRequestBodySchema,
  changeRequestSchema,
  myChangeRequestsSchema,
} from '@comoe/shared/schemas/courier-change-requests';
import { changeById, createWith, signedInRoutes, withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createChangeRequestsService } from './change-requests.service.ts';

/** Issue 22 §4: the courier's requests to change vehicle or city, and the admin's decision. */
export const changeRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const courier = signedInRoutes(app, 'livreur', [400, 401, 403, 404, 409], ['LIVREUR']);
  const admin = signedInRoutes(app, 'admin', [400, 401, 403, 404, 409], ['ADMIN']);
  const requests = createChangeRequestsService(app);

  app.get(
    '/api/livreurs/demandes-changement',
    courier('Mes demandes de changement de véhicule ou de ville, la plus récente d’abord', {
      response: { 200: myChangeRequestsSchema },
    }),
    (req) => requests.mine(currentUser(req)),
  );

  app.post(
    '/api/livreurs/demandes-changement',
    courier(
      'Demander un autre véhicule ou une autre ville, avec un motif (une seule demande en attente : sinon 409)',
      createWith(changeRequestBodySchema, changeRequestSchema),
    ),
    async (req, reply) => reply.status(201).send(await requests.ask(currentUser(req), req.body)),
  );

  app.get(
    '/api/admin/livreurs/demandes-changement',
    admin(
      'Les demandes de changement des livreurs : en attente (par défaut, la plus ancienne d’abord), approuvées ou refusées',
      withQuery(adminChangeRequestsQuerySchema, adminChangeRequestsSchema),
    ),
    (req) => requests.list(req.query.statut),
  );

  app.put(
    '/api/admin/livreurs/demandes-changement/:id',
    admin(
      'Approuver une demande (le profil du livreur change : ses missions suivent sa ville) ou la refuser avec un motif ; déjà traitée : 409',
      changeById(changeDecisionBodySchema, adminChangeRequestSchema),
    ),
    (req) => requests.decide(currentUser(req), req.params.id, req.body),
  );
};
