import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  entrepriseProfileSchema,
  ouvertureSchema,
  ownEntrepriseDetailsSchema,
} from '@comoe/shared/schemas/entreprise-profile';
import { changeById, signedInRoutes } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createEntrepriseProfileService } from './entreprise-profile.service.ts';

/** The owner's company: its profile and its 'Ouvert / Fermé' switch (spec part 2 §5). */
export const entrepriseProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = signedInRoutes(app, 'entreprise', [400, 401, 403, 404], ['ENTREPRISE', 'ADMIN']);
  const profile = createEntrepriseProfileService(app);

  app.get(
    '/api/entreprises/me',
    route(
      "L'entreprise de l'utilisateur connecté, avec sa catégorie et si son profil est complet",
      {
        response: { 200: ownEntrepriseDetailsSchema },
      },
      ['ENTREPRISE'],
    ),
    (req) => profile.me(currentUser(req)),
  );

  app.put(
    '/api/entreprises/:id',
    route(
      "Modifier le profil de l'entreprise (catégorie existante ou nouvelle, par son nom)",
      changeById(entrepriseProfileSchema, ownEntrepriseDetailsSchema),
    ),
    (req) => profile.update(currentUser(req), req.params.id, req.body),
  );

  app.put(
    '/api/entreprises/:id/ouverture',
    route(
      "Ouvrir ou fermer l'entreprise (fermée, elle reste affichée et refuse les commandes)",
      changeById(ouvertureSchema, ouvertureSchema),
    ),
    (req) => profile.setOuverture(currentUser(req), req.params.id, req.body.ouverte),
  );
};
