import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  entrepriseProfileSchema,
  ouvertureSchema,
  ownEntrepriseDetailsSchema,
} from '@comoe/shared/schemas/entreprise-profile';
import { idParam } from '@comoe/shared/validation';
import { errorAnswers, signedInDocs } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createEntrepriseProfileService } from './entreprise-profile.service.ts';

const errors = errorAnswers(400, 401, 403, 404);
const doc = signedInDocs('entreprise');
const params = z.object({ id: idParam });

/** The owner's company: its profile and its 'Ouvert / Fermé' switch (spec part 2 §5). */
export const entrepriseProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = createEntrepriseProfileService(app);

  app.get(
    '/api/entreprises/me',
    {
      preHandler: app.requireAuth('ENTREPRISE'),
      schema: {
        ...doc("L'entreprise de l'utilisateur connecté, avec sa catégorie et si son profil est complet"),
        response: { 200: ownEntrepriseDetailsSchema, ...errors },
      },
    },
    (req) => profile.me(currentUser(req)),
  );

  app.put(
    '/api/entreprises/:id',
    {
      preHandler: app.requireAuth('ENTREPRISE', 'ADMIN'),
      schema: {
        ...doc("Modifier le profil de l'entreprise (catégorie existante ou nouvelle, par son nom)"),
        params,
        body: entrepriseProfileSchema,
        response: { 200: ownEntrepriseDetailsSchema, ...errors },
      },
    },
    (req) => profile.update(currentUser(req), req.params.id, req.body),
  );

  app.put(
    '/api/entreprises/:id/ouverture',
    {
      preHandler: app.requireAuth('ENTREPRISE', 'ADMIN'),
      schema: {
        ...doc("Ouvrir ou fermer l'entreprise (fermée, elle reste affichée et refuse les commandes)"),
        params,
        body: ouvertureSchema,
        response: { 200: ouvertureSchema, ...errors },
      },
    },
    (req) => profile.setOuverture(currentUser(req), req.params.id, req.body.ouverte),
  );
};
