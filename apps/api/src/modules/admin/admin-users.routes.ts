import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  adminUsersQuerySchema,
  createAdminUserSchema,
  updateAdminUserSchema,
  updatedAdminUserSchema,
} from '@comoe/shared/schemas/admin-accounts';
import { idParam } from '@comoe/shared/validation';
import { currentUser } from '../../plugins/auth.ts';
import { adminErrors, adminRoute } from './admin-routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';

const params = z.object({ id: idParam });

/** 'Gestion Admins' (spec part 2 §7): the administrators' own accounts. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = createAdminUsersService(app);

  const list = adminRoute(app, 'Les administrateurs (recherche dans prénom, nom, e-mail, téléphone)');
  app.get(
    '/api/admin/users',
    {
      preHandler: list.preHandler,
      schema: {
        ...list.docs,
        querystring: adminUsersQuerySchema,
        response: { 200: z.array(adminUserSchema), ...adminErrors },
      },
    },
    (req) => admins.list(req.query.q),
  );

  const create = adminRoute(app, 'Créer un administrateur');
  app.post(
    '/api/admin/users',
    {
      preHandler: create.preHandler,
      schema: {
        ...create.docs,
        body: createAdminUserSchema,
        response: { 201: adminUserSchema, ...adminErrors },
      },
    },
    async (req, reply) => reply.status(201).send(await admins.create(req.body)),
  );

  const update = adminRoute(
    app,
    'Modifier un administrateur (mot de passe vide : inchangé) ; reconnexionRequise quand on se modifie soi-même',
  );
  app.put(
    '/api/admin/users/:id',
    {
      preHandler: update.preHandler,
      schema: {
        ...update.docs,
        params,
        body: updateAdminUserSchema,
        response: { 200: updatedAdminUserSchema, ...adminErrors },
      },
    },
    (req) => admins.update(currentUser(req), req.params.id, req.body),
  );

  const remove = adminRoute(app, 'Supprimer un administrateur (jamais soi-même, jamais le dernier actif)');
  app.delete(
    '/api/admin/users/:id',
    {
      preHandler: remove.preHandler,
      schema: { ...remove.docs, params, response: { 204: z.null(), ...adminErrors } },
    },
    async (req, reply) => {
      await admins.remove(currentUser(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};
