import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@comoe/shared/messages';
import { messageSchema } from '@comoe/shared/schemas/common';
import { produitSchema, publicEntrepriseSchema } from '@comoe/shared/schemas/entreprises';
import { citySlug } from '@comoe/shared/text';
import { idParam, safeString } from '@comoe/shared/validation';
import { notFound } from '../../lib/app-error.ts';
import { findPublicEntreprise } from './catalog.repository.ts';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

/** What clients browse: a city's businesses, a business, its menu. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/entreprises/ville/:cityName',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['catalogue'],
        summary: "Les entreprises d'une ville (nom insensible à la casse et aux espaces)",
        security: [{ bearer: [] }],
        params: z.object({ cityName: safeString().min(1).max(60) }),
        response: { 200: z.array(publicEntrepriseSchema), ...errors },
      },
    },
    async (req, reply) => {
      const slug = citySlug(req.params.cityName);
      const ville = (await app.villes.list()).find((v) => citySlug(v.nom) === slug);
      if (!ville) throw notFound(MSG.cityUnknown, 'CITY_UNKNOWN');
      // Already checked and serialized by the cache: sent as it is.
      const json = await app.villeEntreprises.json(ville.id);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/api/entreprises/:id',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['catalogue'],
        summary: 'Une entreprise',
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        response: { 200: publicEntrepriseSchema, ...errors },
      },
    },
    async (req) => {
      const e = await findPublicEntreprise(app.db, req.params.id);
      if (!e) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
      return e;
    },
  );

  app.get(
    '/api/produits/entreprise_prod_cate/:id',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['catalogue'],
        summary: "Le menu d'une entreprise, avec la catégorie de chaque produit",
        security: [{ bearer: [] }],
        params: z.object({ id: idParam }),
        response: { 200: z.array(produitSchema), ...errors },
      },
    },
    async (req, reply) => {
      const json = await app.menus.json(req.params.id);
      if (json === null) throw notFound(MSG.entrepriseNotFound, 'ENTREPRISE_NOT_FOUND');
      // Already checked and serialized by the cache: sent as it is.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};
