import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  etatOuvertureSchema,
  horairesInputSchema,
  horairesSchema,
  pauseInputSchema,
} from '@comoe/shared/schemas/horaires';
import { changeById, readById, signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createHorairesService } from './horaires.service.ts';

/** The owner's opening hours and timed pauses; the 'Ouvert / Fermé' switch stays beside them. */
export const horairesRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'entreprise', [400, 401, 403, 404], ['ENTREPRISE', 'ADMIN']);
  const horaires = createHorairesService(app);

  app.get(
    '/api/entreprises/:id/horaires',
    route(
      "Les horaires d'ouverture (plages par jour, 1 = lundi, heure d'Abidjan) et les dates de fermeture",
      readById(horairesSchema),
    ),
    (req) => horaires.get(currentUser(req), req.params.id),
  );

  app.put(
    '/api/entreprises/:id/horaires',
    route(
      "Enregistrer les horaires d'ouverture et les dates de fermeture (une plage peut finir le lendemain : 18:00–02:00)",
      changeById(horairesInputSchema, horairesSchema),
    ),
    (req) => horaires.put(currentUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/entreprises/:id/pause',
    route(
      "Mettre l'entreprise en pause 15, 30 ou 60 minutes, ou jusqu'à sa première ouverture de demain",
      changeById(pauseInputSchema, etatOuvertureSchema),
    ),
    (req) => horaires.pause(currentUser(req), req.params.id, req.body),
  );

  app.delete(
    '/api/entreprises/:id/pause',
    route('Reprendre les commandes avant la fin de la pause', readById(etatOuvertureSchema)),
    (req) => horaires.resume(currentUser(req), req.params.id),
  );
};
