import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import { messageSchema } from '@comoe/shared/schemas/common';
import { changePasswordSchema, updateUserBodySchema, userProfileSchema } from '@comoe/shared/schemas/users';
import { idParam } from '@comoe/shared/validation';
import { forbidden } from '../../lib/app-error.ts';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.ts';
import { assertCourierCityChangeAllowed } from './courier-city.ts';
import { createUsersService } from './users.service.ts';

const params = z.object({ id: idParam });
const errors = errorAnswers(400, 401, 403, 404);
const doc = signedInDocs('users');

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService(app);

  app.get(
    '/api/users/:id',
    {
      onRequest: app.requireAuth(),
      schema: {
        ...doc("Le profil d'un utilisateur (lui-même ou un administrateur)"),
        params,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    (req) => {
      assertSelfOrAdmin(currentUser(req), req.params.id);
      return users.getProfile(req.params.id);
    },
  );

  app.put(
    '/api/users/:id',
    {
      onRequest: app.requireAuth(),
      schema: {
        ...doc('Modifier un profil (champs fournis seulement)'),
        params,
        body: updateUserBodySchema,
        response: { 200: userProfileSchema, ...errors, 409: messageSchema },
      },
    },
    async (req) => {
      assertSelfOrAdmin(currentUser(req), req.params.id);
      await assertCourierCityChangeAllowed(app.db, currentUser(req), req.params.id, req.body.cityId);
      return users.updateProfile(req.params.id, req.body);
    },
  );

  app.post(
    '/api/users/:id/change-password',
    {
      onRequest: app.requireAuth(),
      schema: {
        ...doc('Changer son mot de passe (ferme les autres sessions)'),
        params,
        body: changePasswordSchema,
        response: {
          200: z.object({ message: z.string(), token: z.string() }),
          ...errors,
          429: messageSchema,
        },
      },
    },
    (req) => {
      const user = currentUser(req);
      // Only the account holder knows the current password; admins do not change it for others.
      if (user.id !== req.params.id) throw forbidden(MSG.forbidden, 'NOT_OWNER');
      return users.changePassword(req.params.id, req.body, req.ip);
    },
  );
};
