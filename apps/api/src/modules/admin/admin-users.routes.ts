import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  adminUsersQuerySchema,
  createAdminUserSchema,
  updateAdminUserSchema,
  updatedAdminUserSchema,
} from '@comoe/shared/schemas/admin-accounts';
import { journalPageSchema, journalQuerySchema } from '@comoe/shared/schemas/admin-journal';
import { changeById, createWith, deleteById, noContent, withQuery } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminUsersService } from './admin-users.service.ts';
import { createAdminJournalService } from './admin-journal.service.ts';

/**
 * 'Gestion Admins' (spec part 2 §7): the administrators' own accounts, and the journal of what they
 * did (issue 20 §3).
 */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const admins = createAdminUsersService(app);
  const journal = createAdminJournalService(app);

  app.get(
    '/api/admin/users',
    route(
      'Les administrateurs (recherche dans prénom, nom, e-mail, téléphone)',
      withQuery(adminUsersQuerySchema, z.array(adminUserSchema)),
    ),
    (req) => admins.list(req.query.q, req.query.sort),
  );

  app.post(
    '/api/admin/users',
    route('Créer un administrateur', createWith(createAdminUserSchema, adminUserSchema)),
    async (req, reply) => reply.status(201).send(await admins.create(currentUser(req), req.body)),
  );

  app.put(
    '/api/admin/users/:id',
    route(
      'Modifier un administrateur (mot de passe vide : inchangé) ; reconnexionRequise quand on se modifie soi-même',
      changeById(updateAdminUserSchema, updatedAdminUserSchema),
    ),
    (req) => admins.update(currentUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/admin/users/:id',
    route('Supprimer un administrateur (jamais soi-même, jamais le dernier actif)', deleteById),
    noContent((req) => admins.remove(currentUser(req), req.params.id)),
  );

  app.get(
    '/api/admin/journal',
    route(
      'Le journal des actions des administrateurs, les plus récentes d’abord ou triées par date (rien ne le modifie ni ne l’efface)',
      withQuery(journalQuerySchema, journalPageSchema),
    ),
    (req) => journal.list(req.query),
  );
};
