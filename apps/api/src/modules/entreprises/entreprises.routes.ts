import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENTREPRISE_TYPES } from '@comoe/shared/enums';
import { categorieEntrepriseSchema } from '@comoe/shared/schemas/catalog';
import { listCategoriesEntreprise } from './entreprises.repository.ts';

export const entreprisesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/entreprises/types',
    {
      schema: {
        tags: ['entreprises'],
        summary: "Les types d'entreprise",
        response: { 200: z.array(z.enum(ENTREPRISE_TYPES)) },
      },
    },
    () => [...ENTREPRISE_TYPES],
  );

  app.get(
    '/api/entreprises/categories',
    {
      schema: {
        tags: ['entreprises'],
        summary: "Les noms des catégories d'entreprise",
        response: { 200: z.array(z.string()) },
      },
    },
    async () => (await listCategoriesEntreprise(app.db)).map((c) => c.nom),
  );

  app.get(
    '/api/categories-entreprise',
    {
      schema: {
        tags: ['entreprises'],
        summary: "Les catégories d'entreprise",
        response: { 200: z.array(categorieEntrepriseSchema) },
      },
    },
    () => listCategoriesEntreprise(app.db),
  );
};
