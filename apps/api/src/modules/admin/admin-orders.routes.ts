import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { ORDER_STATUSES } from '@comoe/shared/enums';
import {
  adminOrderDetailSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  assignSchema,
  deskCourierSchema,
  motifSchema,
} from '@comoe/shared/schemas/admin-commandes';
import { commandeIdSchema } from '@comoe/shared/schemas/admin-common';
import { messageSchema } from '@comoe/shared/schemas/common';
import { ROUTE_TEXT } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoutes } from './admin-routes.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';
import { createAdminOrderRemindersService } from './admin-order-reminders.service.ts';

const params = z.object({ id: commandeIdSchema.transform((id) => id.toLowerCase()) });
const statutAnswer = { 200: z.object({ statut: z.enum(ORDER_STATUSES) }) };

/**
 * The operations desk (issue 20 §1): every order, live, and the admin's moves on one, each a row of
 * the shared order machine, kept in the order's history and the admin journal with the reason.
 */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = adminRoutes(app);
  const desk = createAdminOrdersService(app);
  const reminders = createAdminOrderRemindersService(app);

  app.get(
    '/api/admin/commandes/suivi',
    route(
      'Toutes les commandes, filtrées et cherchées (référence, téléphone ou nom du client), avec le nombre à surveiller',
      {
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema },
      },
    ),
    (req) => desk.list(req.query),
  );

  app.get(
    '/api/admin/commandes/:id',
    route('Une commande : lignes, personnes, codes, preuve, versement, historique et actions possibles', {
      params,
      response: { 200: adminOrderDetailSchema },
    }),
    (req) => desk.detail(currentUser(req), req.params.id),
  );

  app.get(
    '/api/admin/commandes/:id/livreurs',
    route('Les livreurs vérifiés et actifs de la ville de la commande, ceux qui peuvent la prendre d’abord', {
      params,
      response: { 200: z.array(deskCourierSchema) },
    }),
    (req) => desk.candidates(req.params.id),
  );

  app.post(
    '/api/admin/commandes/:id/annuler',
    route(
      'Annuler une commande non terminée, avec un motif que le client, l’entreprise et le livreur lisent',
      {
        params,
        body: motifSchema,
        response: statutAnswer,
      },
    ),
    async (req) => ({ statut: await desk.cancel(currentUser(req), req.params.id, req.body.motif) }),
  );

  app.post(
    '/api/admin/commandes/:id/liberer',
    route('Retirer à son livreur une mission pas encore récupérée : elle revient aux livreurs de la ville', {
      params,
      body: motifSchema,
      response: statutAnswer,
    }),
    async (req) => ({ statut: await desk.release(currentUser(req), req.params.id, req.body.motif) }),
  );

  app.post(
    '/api/admin/commandes/:id/assigner',
    route('Confier une commande qui attend un livreur à un livreur vérifié, disponible, de sa ville', {
      params,
      body: assignSchema,
      response: statutAnswer,
    }),
    async (req) => ({ statut: await desk.assign(currentUser(req), req.params.id, req.body.livreurId) }),
  );

  app.post(
    '/api/admin/commandes/:id/relancer',
    route(
      'Relancer l’entreprise d’une commande qui attend sa réponse : elle reçoit le rappel tout de suite',
      {
        params,
        body: z.object({}).nullish(),
        response: { 200: messageSchema },
      },
    ),
    async (req) => {
      await reminders.remind(currentUser(req), req.params.id);
      return { message: DESK_MSG.reminderSent };
    },
  );

  app.post(
    '/api/admin/commandes/:id/debloquer-codes',
    route(ROUTE_TEXT.unlockCodes, {
      params,
      response: { 200: messageSchema },
    }),
    async (req) => {
      await desk.unlockCodes(currentUser(req), req.params.id);
      return { message: DESK_MSG.codesUnlocked };
    },
  );
};
